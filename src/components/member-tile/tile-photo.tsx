import { MemberPhotoPlaceholder } from './member-photo-placeholder';
import styles from './member-tile.module.css';

/** How urgently a tile's photo loads: `first` is the page's largest paint. */
export type PhotoLoading = 'first' | 'eager' | 'lazy';

type Props = { src: string | null | undefined; alt: string; noPhotoLabel: string; loading?: PhotoLoading };

/** The square photo of a member tile, or the placeholder when the member has none. */
export function TilePhoto({ src, alt, noPhotoLabel, loading = 'lazy' }: Props) {
  return (
    <div className="ratio ratio-1x1">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- photos are already resized thumbnails
        <img
          src={src}
          alt={alt}
          loading={loading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={loading === 'first' ? 'high' : undefined}
          className={styles.photo}
        />
      ) : (
        <MemberPhotoPlaceholder label={noPhotoLabel} />
      )}
    </div>
  );
}

/** The card classes of a member tile; the grid's own markup goes inside. */
export const tileClassName = `card h-100 border-0 shadow-sm overflow-hidden ${styles.tile}`;
