import type { GiftDto } from '@/shared/types/social';

/** What a bubble shows: a stored message, or one still on its way (a photo then has a local preview). */
export type BubbleContent = {
  kind: 'text' | 'gift' | 'photo';
  text: string | null;
  gift: GiftDto | null;
  photo: { url: string; thumb_url: string; width: number; height: number } | null;
};
