import type { UserDto } from '@/shared/types/api';
import styles from './layout.module.scss';

/**
 * The member's own thumbnail in the navigation, or a person icon without one. A plain <img> with the
 * attributes next/image writes for an unoptimised picture: next/image would add its runtime (about
 * 5 KiB gzipped) to every page's first load for one 32 px thumbnail.
 */
export function MemberAvatar({ user }: { user: UserDto }) {
  const image = user.profile.main_image;
  // The name is written next to it: the picture itself is decoration.
  return image ? (
    // eslint-disable-next-line @next/next/no-img-element -- a thumbnail already sized by the server: nothing for next/image to do
    <img src={image.thumb_filename} alt="" className={styles.avatar} width={32} height={32} loading="lazy" decoding="async" />
  ) : (
    <i className={`bi bi-person-circle ${styles.avatarIcon}`} aria-hidden />
  );
}
