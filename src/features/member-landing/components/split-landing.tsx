import { useTranslations } from 'next-intl';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';
import { InterestChips, NameAge, Place } from './member-facts';
import { LandingCta } from './landing-cta';
import { LandingPhoto } from './landing-photo';
import { TrustPoints } from './trust-points';
import styles from './member-landing.module.scss';

/** /members/{id}/landing2: the photo fills one half of the screen, the invitation the other. */
export function SplitLanding({ member }: { member: ShowcaseMemberDto }) {
  const t = useTranslations('MemberLanding');
  return (
    <section className={styles.split} data-design="split">
      <LandingPhoto member={member} className={styles.splitPhoto} width={800} height={1000} sizes="(max-width: 767px) 100vw, 50vw" />
      <div className={styles.splitText}>
        <p className={`${styles.eyebrow} mb-2`}>{t('splitEyebrow')}</p>
        <NameAge member={member} className="display-5 fw-bold mb-2" />
        <Place member={member} className="fs-5 mb-3" />
        <InterestChips member={member} className="mb-4" />
        <p className="fs-5 mb-4">{t('splitLead', { name: member.name })}</p>
        <LandingCta member={member} label="ctaMeet" light />
        <TrustPoints className="mt-4" />
      </div>
    </section>
  );
}
