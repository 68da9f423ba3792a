import { useTranslations } from 'next-intl';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';
import { InterestChips, NameAge, Place } from './member-facts';
import { LandingCta } from './landing-cta';
import { LandingPhoto } from './landing-photo';
import { TrustPoints } from './trust-points';
import styles from './member-landing.module.scss';

/** /members/{id}/landing3: a round portrait in the spotlight, the same photo blurred behind it. */
export function SpotlightLanding({ member }: { member: ShowcaseMemberDto }) {
  const t = useTranslations('MemberLanding');
  return (
    <section className={styles.spotlight} data-design="spotlight">
      {/* The address is ours (photoUrl), built from a random file name: nothing a member typed. */}
      <div className={styles.spotlightBackdrop} style={{ backgroundImage: `url("${member.photo}")` }} aria-hidden />
      <div className={styles.spotlightCard}>
        <LandingPhoto member={member} className={`${styles.portrait} mb-3`} width={160} height={160} sizes="160px" />
        <NameAge member={member} className="h1 fw-bold mb-1" />
        <Place member={member} className="mb-3" />
        <InterestChips member={member} className="mb-4" />
        <h2 className="h4 mb-2">{t('spotlightTitle', { name: member.name })}</h2>
        <p className="mb-4">{t('spotlightLead')}</p>
        <LandingCta member={member} label="ctaMessage" light />
        <TrustPoints className="mt-4 justify-content-center" />
      </div>
    </section>
  );
}
