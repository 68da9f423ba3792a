import { PhotoPicture, type PictureSources } from '@/components/photo/photo-picture';
import { MemberPhotoPlaceholder } from './member-photo-placeholder';
import styles from './member-tile.module.css';

/** How urgently a tile's photo loads: `first` is the page's largest paint. */
export type PhotoLoading = 'first' | 'eager' | 'lazy';

/** How wide a tile shows in the grids (2 columns on phones, 3 or 4 in the container): the `sizes` of its photo. */
export const TILE_PHOTO_SIZES = '(max-width: 767.98px) 50vw, (max-width: 1199.98px) 240px, 320px';

type Props = {
  /** A member's photo; `src` instead for any other picture (a partner's). */
  photo?: PictureSources | null;
  src?: string | null;
  alt: string;
  noPhotoLabel: string;
  loading?: PhotoLoading;
};

/** The square photo of a member tile, or the placeholder when the member has none. */
export function TilePhoto({ photo, src, alt, noPhotoLabel, loading = 'lazy' }: Props) {
  const img = {
    loading: loading === 'lazy' ? ('lazy' as const) : ('eager' as const),
    fetchPriority: loading === 'first' ? ('high' as const) : undefined,
    className: styles.photo,
  };
  return (
    <div className="ratio ratio-1x1">
      {photo ? (
        <PhotoPicture photo={photo} variant="thumb" sizes={TILE_PHOTO_SIZES} alt={alt} {...img} />
      ) : src ? (
        // eslint-disable-next-line @next/next/no-img-element -- partner pictures are already tile-sized
        <img src={src} alt={alt} {...img} />
      ) : (
        <MemberPhotoPlaceholder label={noPhotoLabel} />
      )}
    </div>
  );
}

/** The card classes of a member tile; the grid's own markup goes inside. */
export const tileClassName = `card h-100 border-0 shadow-sm overflow-hidden ${styles.tile}`;
