import 'server-only';
import type { Photo, Site } from '../../db/schema';
import type { PhotoDto } from '@/shared/types/api';

/** Public address of a stored photo file: through the site's CDN prefix when one is set. */
export function photoUrl(site: Site, filename: string): string {
  return `${site.cdnPrefix.replace(/\/$/, '')}/api/media/${filename}`;
}

export function photoToDto(site: Site, photo: Photo): PhotoDto {
  return {
    id: photo.id,
    filename: photoUrl(site, photo.filename),
    thumb_filename: photoUrl(site, photo.thumbFilename),
    match: photoUrl(site, photo.filename),
    is_private: photo.isPrivate,
  };
}
