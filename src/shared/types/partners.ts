/** §1 live-cam profile tiles: a live performer (`cam`) or a partner network's profile (`resell`, §3 member_resell). */
export type PartnerTileKind = 'cam' | 'resell';

/**
 * Partner content shown between members in search results. Never a member: no like, chat, gift or
 * credits; its id is not a member id, and it opens the partner's own page in a new tab.
 */
export type PartnerTileDto = {
  /** The partner's id, prefixed so it can never be taken for a member's: `partner-cam-…`. */
  id: string;
  kind: PartnerTileKind;
  name: string;
  age: number | null;
  place: string | null;
  image_url: string;
  /** The partner's room (cam) or profile (resell): an https address, or a local one of the embedded provider. */
  link: string;
  /** A cam performer who is live now. */
  live: boolean;
  /** The index in `profiles` before which the tile stands (after this many members of the page). */
  position: number;
};
