import type { PartnerTileKind } from '@/shared/types/partners';

/** One performer or partner profile as a provider gives it (the page places and labels it). */
export type PartnerProfile = {
  /** The provider's own id (letters, digits, `-` and `_`). */
  id: string;
  kind: PartnerTileKind;
  name: string;
  age: number | null;
  place: string | null;
  imageUrl: string;
  link: string;
  live: boolean;
};

export type PartnerRequest = {
  kind: PartnerTileKind;
  count: number;
  /** Where in the provider's list to start, so later pages show other performers. */
  offset: number;
  /** The visitor's language, for the partner's own texts. */
  locale: string;
  /** The gender the page lists (the niche's or the search's), when it lists one. */
  gender?: 'male' | 'female';
};

/**
 * Where partner content comes from (§1 live-cam tiles, §3 member_resell): the embedded provider
 * (generated performers) or an HTTP JSON feed (PARTNER_FEED_URL). A provider may throw or be slow;
 * the caller bounds it and shows members only when it fails.
 */
export type PartnerProvider = {
  name: 'embedded' | 'feed';
  profiles(request: PartnerRequest): Promise<PartnerProfile[]>;
};
