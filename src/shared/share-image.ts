/** §3 share cards: Open Graph's recommended size, served by GET /api/share-image.php. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const shareImageUrl = (memberId: number) => `/api/share-image.php?id=${memberId}`;
