import 'server-only';
import type { Photo, Site } from '../../db/schema';
import type { PhotoStorage } from '../../adapters/storage/storage';
import type { MediaSigner } from './media-signer';
import { needsSignedLink } from './photo-visibility';
import { webpNamesOf } from './photo-names';
import type { PhotoDto, PhotoWebpDto } from '@/shared/types/api';

/** What building a photo's addresses needs; every ServiceContext has it. */
export type PhotoLinks = { site: Site; now: Date; mediaSigner: MediaSigner; storage: PhotoStorage };

/** What a public address needs: the site (its CDN prefix) and the storage (the bucket, with S3). */
export type PublicLinks = Pick<PhotoLinks, 'site' | 'storage'>;

/**
 * Public address of a stored file (photo variant, logo): on disk our media route, on S3 the bucket's
 * public folder; either through the site's CDN prefix when one is set. A private name (a rejected
 * photo's, shown to staff) gets the media route's address on S3 too, which refuses it, as on disk.
 */
export function photoUrl({ site, storage }: PublicLinks, filename: string): string {
  const direct = storage.links?.publicUrl(filename, site.cdnPrefix);
  if (direct) return direct;
  return `${site.cdnPrefix.replace(/\/$/, '')}/api/media/${filename}`;
}

/** The WebP copies' addresses, built like the JPEGs'; none for a photo stored before them. */
export function webpToDto(photo: Pick<Photo, 'filename' | 'webp'>, url: (file: string) => string): { webp?: PhotoWebpDto } {
  if (!photo.webp) return {};
  const names = webpNamesOf(photo.filename);
  return { webp: { filename: url(names.main), thumb_filename: url(names.thumb), thumb_2x_filename: url(names.thumb2x) } };
}

/**
 * A photo as the viewer gets it. Private photos and photos in review get short-lived signed addresses
 * on this origin (never the CDN, whose copies nobody could revoke); the caller has already decided the
 * viewer may see them (photo-visibility.ts, §6).
 */
export function photoToDto(links: PhotoLinks, photo: Photo): PhotoDto {
  const signed = needsSignedLink(photo);
  const url = (file: string) => (signed ? links.mediaSigner.privateUrl(photo.id, file, links.now) : photoUrl(links, file));
  return {
    id: photo.id,
    filename: url(photo.filename),
    thumb_filename: url(photo.thumbFilename),
    match: url(photo.filename),
    is_private: photo.isPrivate,
    in_review: photo.review === 'pending',
    ...webpToDto(photo, url),
  };
}

/**
 * §6: the main photo on a card is shown to everyone, so it is public; a private one is never shown as
 * main, nor one that is not approved (the lists join it through `shownMainPhoto`; this is the guard).
 */
export function mainImageToDto(links: PublicLinks, photo: Photo | null): PhotoDto | null {
  if (!photo || photo.isPrivate || photo.review !== 'approved') return null;
  const url = (file: string) => photoUrl(links, file);
  return {
    id: photo.id,
    filename: url(photo.filename),
    thumb_filename: url(photo.thumbFilename),
    match: url(photo.filename),
    is_private: false,
    in_review: false,
    ...webpToDto(photo, url),
  };
}
