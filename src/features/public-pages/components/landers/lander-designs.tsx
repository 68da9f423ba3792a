import { getFormatter } from 'next-intl/server';
import { MemberPhoto } from './member-photo';
import { SignupTile } from './signup-tile';
import type { LanderT } from './lander-texts';
import styles from './landers.module.scss';
import type { Locale } from '@/shared/constants';
import type { LanderMemberDto } from '@/shared/types/landers';

export type DesignProps = { t: LanderT; locale: Locale; members: LanderMemberDto[] };

const nameAge = (t: LanderT, m: LanderMemberDto) => t('nameAge', { name: m.name, age: m.age });

// The collage's first photo spans two columns and two rows of its three columns.
const COLLAGE_FIRST_SIZES = '(max-width: 575.98px) 65vw, 540px';
const COLLAGE_SIZES = '(max-width: 575.98px) 33vw, 270px';

/** collagelanding: the members' photos as a tilted, overlapping collage. */
export function CollageDesign({ t, members }: DesignProps) {
  return (
    <ul className={`list-unstyled mb-0 ${styles.collage}`} data-design="collage">
      {members.map((m, i) => (
        <li key={m.id} className={styles.collageItem}>
          <SignupTile className={styles.tileButton} label={nameAge(t, m)}>
            <MemberPhoto member={m} eager={i < 3} lead={i === 0} sizes={i === 0 ? COLLAGE_FIRST_SIZES : COLLAGE_SIZES} />
          </SignupTile>
        </li>
      ))}
    </ul>
  );
}

/** gallery: a grid of members with their name, age and region. */
export function GalleryDesign({ t, members }: DesignProps) {
  return (
    <ul className={`list-unstyled mb-0 ${styles.gallery}`} data-design="gallery">
      {members.map((m, i) => (
        <li key={m.id}>
          <SignupTile className={`${styles.tileButton} ${styles.galleryTile}`} label={nameAge(t, m)}>
            <MemberPhoto member={m} eager={i < 4} lead={i === 0} />
            <span className={styles.galleryInfo}>
              <span className="d-block fw-bold text-truncate">{nameAge(t, m)}</span>
              <span className="d-block small text-truncate">{m.region ?? ''}</span>
            </span>
          </SignupTile>
        </li>
      ))}
    </ul>
  );
}

/** alonetonight: members online now (then the most recently active) near the visitor. */
export async function OnlineDesign({ t, locale, members, place }: DesignProps & { place: string | null }) {
  const format = await getFormatter({ locale });
  const online = members.filter((m) => m.online).length;
  return (
    <div className={styles.panel} data-design="online">
      <h2 className="h5 fw-bold mb-1">{place ? t('online.titleIn', { place }) : t('online.title')}</h2>
      <p className="small mb-3 opacity-75">{t('online.count', { count: online })}</p>
      <ul className={`list-unstyled mb-0 ${styles.onlineList}`}>
        {members.map((m, i) => (
          <li key={m.id}>
            <SignupTile className={`${styles.tileButton} ${styles.onlineTile}`} label={nameAge(t, m)}>
              <MemberPhoto member={m} eager={i < 4} lead={i === 0} />
              <span className={styles.onlineInfo}>
                <span className="d-block fw-bold text-truncate">{nameAge(t, m)}</span>
                <span className="d-block small lh-sm">
                  {m.online ? (
                    <>
                      <span className={styles.onlineDot} aria-hidden /> {t('online.now')}
                    </>
                  ) : (
                    t('online.active', { time: format.relativeTime(new Date(m.last_active_at)) })
                  )}
                </span>
              </span>
            </SignupTile>
          </li>
        ))}
      </ul>
    </div>
  );
}
