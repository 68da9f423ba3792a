import { useTranslations } from 'next-intl';
import type { MemberCardDto, SettingsDto } from '@/shared/types/api';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingMembers } from './landing-members';
import { SignupButton } from './signup-button';
import styles from './public-pages.module.scss';

type Props = { settings: SettingsDto; members: MemberCardDto[]; memberCount: number; memberCountCapped: boolean; signupsOpen: boolean };

function ClosingCta({ signupsOpen }: { signupsOpen: boolean }) {
  const t = useTranslations('LandingPage');
  if (!signupsOpen) return null;
  return (
    <section className="container-xl pb-5" aria-labelledby="closing-title">
      <div className={`${styles.ctaBand} p-4 p-md-5 d-md-flex align-items-center justify-content-between gap-4`}>
        <div className="mb-3 mb-md-0">
          <h2 id="closing-title" className="fw-bold mb-1">
            {t('closingTitle')}
          </h2>
          <p className="mb-0 opacity-75">{t('closingBody')}</p>
        </div>
        <SignupButton size="lg" variant="light" className="fw-bold px-4 text-nowrap">
          {t('signup')}
        </SignupButton>
      </div>
    </section>
  );
}

/**
 * §2 landing page for visitors: hero, reasons to join, members nearby and a last call to action.
 * Server components: only the signup buttons hydrate, so the first page a visitor sees stays light.
 */
export function LandingPage({ settings, members, memberCount, memberCountCapped, signupsOpen }: Props) {
  return (
    <>
      <LandingHero settings={settings} members={members} memberCount={memberCount} memberCountCapped={memberCountCapped} signupsOpen={signupsOpen} />
      <LandingFeatures />
      <LandingMembers settings={settings} members={members} />
      <ClosingCta signupsOpen={signupsOpen} />
    </>
  );
}
