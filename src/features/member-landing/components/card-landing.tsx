import { useTranslations } from 'next-intl';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';
import { InterestChips, NameAge, Place } from './member-facts';
import { LandingCta } from './landing-cta';
import { LandingPhoto } from './landing-photo';
import { TrustPoints } from './trust-points';
import styles from './member-landing.module.scss';

/** /members/{id}/landing: the member as one profile card, the call to action under the photo. */
export function CardLanding({ member, siteName }: { member: ShowcaseMemberDto; siteName: string }) {
  const t = useTranslations('MemberLanding');
  return (
    <section className={styles.card} data-design="card">
      <div className="container-xl">
        <p className="text-center fw-semibold mb-3">{t('cardEyebrow', { site: siteName })}</p>
        <article className={styles.cardBox}>
          <LandingPhoto member={member} width={480} height={600} sizes="(max-width: 480px) 100vw, 480px" />
          <div className="p-4">
            <NameAge member={member} className="h2 mb-1" />
            <Place member={member} className="text-body-secondary mb-3" />
            <InterestChips member={member} className="mb-4" />
            <p className="mb-4">{t('cardLead', { name: member.name })}</p>
            <LandingCta member={member} label="ctaChat" />
            <TrustPoints className="mt-4 text-body-secondary" />
          </div>
        </article>
      </div>
    </section>
  );
}
