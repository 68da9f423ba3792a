'use client';
import { Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { openSignup } from '@/lib/signup-events';
import type { MemberCardDto } from '@/shared/types/api';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingMembers } from './landing-members';
import styles from './shell.module.scss';

type Props = { members: MemberCardDto[]; memberCount: number; memberCountCapped: boolean; signupsOpen: boolean };

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
        <Button size="lg" variant="light" className="fw-bold px-4 text-nowrap" onClick={() => openSignup()}>
          {t('signup')}
        </Button>
      </div>
    </section>
  );
}

/** §2 landing page for visitors: hero, reasons to join, members nearby and a last call to action. */
export function LandingPage({ members, memberCount, memberCountCapped, signupsOpen }: Props) {
  return (
    <>
      <LandingHero members={members} memberCount={memberCount} memberCountCapped={memberCountCapped} signupsOpen={signupsOpen} />
      <LandingFeatures />
      <LandingMembers members={members} />
      <ClosingCta signupsOpen={signupsOpen} />
    </>
  );
}
