import type { SocialProfileDto } from '@/shared/types/social';
import styles from './chat.module.scss';

/** A round photo of the other member, or a silhouette when they have none. Decorative: the name is beside it. */
export function MemberAvatar({ profile, size = 48 }: { profile: SocialProfileDto; size?: number }) {
  const box = { width: size, height: size };
  if (!profile.main_image) {
    return (
      <span className={styles.avatar} style={{ ...box, fontSize: size / 2 }} aria-hidden>
        <i className="bi bi-person-fill" />
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- thumbnails are already resized
  return <img src={profile.main_image.thumb_filename} alt="" width={size} height={size} className={styles.avatar} style={box} />;
}
