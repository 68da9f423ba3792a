import type { LanderMemberDto } from '@/shared/types/landers';
import { PhotoPicture } from '@/components/photo/photo-picture';

// The designs show thumbnails from small faces to half a phone's width; most are at most 320 px.
const DEFAULT_SIZES = '(max-width: 575.98px) 50vw, 320px';

type Props = {
  member: LanderMemberDto;
  className?: string;
  eager?: boolean;
  /** The design's first, largest photo: likely the page's largest paint, so fetched before the rest. */
  lead?: boolean;
  sizes?: string;
};

/** A member's square thumbnail (320 px, the photo variants' small size; WebP when there is one), sized so nothing shifts. */
export function MemberPhoto({ member, className, eager = false, lead = false, sizes = DEFAULT_SIZES }: Props) {
  const { photo } = member;
  return (
    <PhotoPicture
      photo={{ filename: photo.main, thumb_filename: photo.thumb, webp: photo.webp }}
      variant="thumb"
      sizes={sizes}
      alt=""
      width={320}
      height={320}
      className={className}
      loading={eager || lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding="async"
    />
  );
}
