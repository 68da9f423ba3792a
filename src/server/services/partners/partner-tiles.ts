import 'server-only';
import type { ServiceContext } from '../context';
import { log } from '../../log';
import { failureCode } from '../../log-failure';
import type { PartnerProfile, PartnerRequest } from '../../adapters/partners/partner-provider';
import { SEARCH_PAGE_SIZE } from '@/shared/constants';
import type { PartnerTileDto, PartnerTileKind } from '@/shared/types/partners';

export type PartnerSlots = { page: number; gender?: 'male' | 'female' };

/** Which kind each slot of a page gets: cams only, or cams and partner profiles by turns (§3 member_resell). */
function slotKinds(count: number, resell: boolean): PartnerTileKind[] {
  return Array.from({ length: count }, (_, i) => (resell && i % 2 === 1 ? 'resell' : 'cam'));
}

async function fetchKind(ctx: ServiceContext, request: PartnerRequest): Promise<PartnerProfile[]> {
  if (request.count === 0) return [];
  return ctx.partners.profiles(request);
}

function toTile(profile: PartnerProfile, position: number): PartnerTileDto {
  return {
    id: `partner-${profile.kind}-${profile.id}`,
    kind: profile.kind,
    name: profile.name,
    age: profile.age,
    place: profile.place,
    image_url: profile.imageUrl,
    link: profile.link,
    live: profile.live,
    position,
  };
}

/**
 * The partner tiles of one page of search results (§1 live-cam tiles): one after every
 * `partnerTileEvery` members of a full page, asked for while the members are still being searched.
 * `place` trims them to the members actually found. Partner content is extra: when the provider
 * fails or is slow, the page shows its members only.
 */
export async function partnerTilesFor(ctx: ServiceContext, slots: PartnerSlots): Promise<(members: number) => PartnerTileDto[]> {
  const every = ctx.site.partnerTileEvery;
  if (!every) return () => [];
  const perPage = Math.floor(SEARCH_PAGE_SIZE / every);
  const kinds = slotKinds(perPage, ctx.site.extra.member_resell === true);
  const base = { locale: ctx.locale, gender: slots.gender };
  const wanted = (kind: PartnerTileKind) => kinds.filter((k) => k === kind).length;
  const offset = (kind: PartnerTileKind) => (slots.page - 1) * wanted(kind);
  let fetched: Record<PartnerTileKind, PartnerProfile[]>;
  try {
    const [cam, resell] = await Promise.all(
      (['cam', 'resell'] as const).map((kind) => fetchKind(ctx, { ...base, kind, count: wanted(kind), offset: offset(kind) })),
    );
    fetched = { cam, resell };
  } catch (err) {
    log.error(`partner tiles: the ${ctx.partners.name} provider failed (${failureCode(err)}); members only`);
    return () => [];
  }
  const used: Record<PartnerTileKind, number> = { cam: 0, resell: 0 };
  const tiles = kinds.flatMap((kind, i) => {
    const profile = fetched[kind][used[kind]++];
    return profile ? [toTile(profile, (i + 1) * every)] : [];
  });
  return (members) => tiles.filter((tile) => tile.position <= members);
}
