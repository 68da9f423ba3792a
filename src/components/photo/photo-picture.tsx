import type { ImgHTMLAttributes } from 'react';
import type { PhotoDto } from '@/shared/types/api';
import { PHOTO_THUMB_SIZE } from '@/shared/constants';

/** The addresses a picture needs: the JPEGs, and the WebP copies when the photo has them. */
export type PictureSources = Pick<PhotoDto, 'filename' | 'thumb_filename' | 'webp'>;

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>;
type Props = ImgProps & { photo: PictureSources; alt: string } & (
    | {
        /** The square thumbnail: WebP at 1× or 2× as `sizes` asks, else the 1× JPEG. */
        variant: 'thumb';
        /** How wide the thumbnail shows, so a small slot on an ordinary screen loads the 1× copy. */
        sizes: string;
      }
    | { variant: 'main'; sizes?: never }
  );

/**
 * A member's photo as `<picture>`: the WebP copy for browsers that take it, the JPEG for the others
 * and for photos stored before WebP copies were made. Style the `<img>` (className, width, height);
 * the `<picture>` around it only chooses the file.
 */
export function PhotoPicture({ photo, variant, sizes, alt, ...img }: Props) {
  const webp = photo.webp;
  const thumb = variant === 'thumb';
  return (
    <picture>
      {webp && (
        <source
          type="image/webp"
          srcSet={thumb ? `${webp.thumb_filename} ${PHOTO_THUMB_SIZE}w, ${webp.thumb_2x_filename} ${PHOTO_THUMB_SIZE * 2}w` : webp.filename}
          sizes={sizes}
        />
      )}
      <img src={thumb ? photo.thumb_filename : photo.filename} alt={alt} {...img} />
    </picture>
  );
}
