import { getTranslations } from 'next-intl/server';
import { MemberPhoto } from './member-photo';
import { SignupTile } from './signup-tile';
import type { LanderT } from './lander-texts';
import styles from './landers.module.scss';
import type { Locale } from '@/shared/constants';
import type { LanderInterestDto } from '@/shared/types/landers';

/** iconslanding: what the members like, each interest with its icon, its count and a few faces. */
export async function InterestsDesign({ t, locale, interests }: { t: LanderT; locale: Locale; interests: LanderInterestDto[] }) {
  const names = await getTranslations({ locale, namespace: 'Interests' });
  return (
    <ul className={`list-unstyled mb-0 ${styles.interests}`} data-design="icons">
      {interests.map((interest) => {
        const name = names(interest.slug as never);
        return (
          <li key={interest.slug}>
            <SignupTile className={`${styles.tileButton} ${styles.interest}`} label={`${name}: ${t('icons.members', { count: interest.members })}`}>
              <i className={`bi bi-${interest.icon} ${styles.interestIcon}`} aria-hidden />
              <span className="d-block fw-bold">{name}</span>
              <span className="d-block small opacity-75">{t('icons.members', { count: interest.members })}</span>
              <span className={styles.faces} aria-hidden>
                {interest.faces.map((m) => (
                  <MemberPhoto key={m.id} member={m} sizes="32px" />
                ))}
              </span>
            </SignupTile>
          </li>
        );
      })}
    </ul>
  );
}
