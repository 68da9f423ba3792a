import { getFormatter } from 'next-intl/server';
import { MemberPhoto } from './member-photo';
import { SignupTile } from './signup-tile';
import type { LanderT } from './lander-texts';
import styles from './landers.module.scss';
import type { Locale } from '@/shared/constants';
import type { LanderActivityDto } from '@/shared/types/landers';

/** socialnetwork: a feed of what members did lately, public facts only (joined, a new photo, a profile update). */
export async function FeedDesign({ t, locale, activity }: { t: LanderT; locale: Locale; activity: LanderActivityDto[] }) {
  const format = await getFormatter({ locale });
  return (
    <ol className={`list-unstyled mb-0 ${styles.feed}`} data-design="feed">
      {activity.map(({ member: m, kind, at }, i) => (
        <li key={m.id} className={styles.post}>
          <div className="d-flex align-items-center gap-2">
            <MemberPhoto member={m} className={styles.avatar} eager={i < 2} sizes="44px" />
            <p className="mb-0 small lh-sm flex-grow-1">
              <strong>{t('nameAge', { name: m.name, age: m.age })}</strong> {t(`feed.${kind}`)}
              <span className="d-block text-body-secondary">{[m.region, format.relativeTime(new Date(at))].filter(Boolean).join(' · ')}</span>
            </p>
            <SignupTile className={`btn btn-sm btn-outline-primary ${styles.postAction}`} label={t('feed.greet', { name: m.name })}>
              <i className="bi bi-chat-heart" aria-hidden />
            </SignupTile>
          </div>
          {kind === 'photo' && i < 3 && <MemberPhoto member={m} className={styles.postPhoto} lead={i === 0} sizes="(max-width: 575.98px) 100vw, 480px" />}
        </li>
      ))}
    </ol>
  );
}
