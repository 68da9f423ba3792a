// The gift catalogue (§1 "send gifts"): the slug is stored with the message, names are under `Gifts` in messages/*.json.

export const GIFT_SLUGS = ['rose', 'heart', 'champagne', 'teddy', 'chocolate', 'ring', 'kiss', 'cocktail', 'diamond', 'cake', 'star', 'flowers'] as const;

export type GiftSlug = (typeof GIFT_SLUGS)[number];

/** The picture of a gift, drawn as a flat SVG in public/gifts/. */
export const giftImage = (slug: GiftSlug): string => `/gifts/${slug}.svg`;

export const isGiftSlug = (value: string): value is GiftSlug => (GIFT_SLUGS as readonly string[]).includes(value);
