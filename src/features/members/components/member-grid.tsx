import type { MemberCardDto } from '@/shared/types/api';
import type { PartnerTileDto } from '@/shared/types/partners';
import { MemberCard } from './member-card';
import { PartnerTile } from './partner-tile';

// The first row on a phone is above the fold: those photos load at once, the first one (the page's
// largest paint) ahead of everything else; the rest wait until they scroll near.
const EAGER_PHOTOS = 2;

type Props = { members: MemberCardDto[]; partners?: PartnerTileDto[]; aboveFold?: boolean };

/** The partner tiles that stand before the member at `index` (each tile's `position`). */
function partnersAt(partners: PartnerTileDto[], index: number) {
  return partners.filter((tile) => tile.position === index);
}

/** Two cards a row on phones, up to four on wide screens; partner tiles (§1) where the search put them. */
export function MemberGrid({ members, partners = [], aboveFold = false }: Props) {
  const partnerItem = (tile: PartnerTileDto) => (
    <li key={tile.id} className="col">
      <PartnerTile tile={tile} />
    </li>
  );
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
      {members.map((member, index) => [
        ...partnersAt(partners, index).map(partnerItem),
        <li key={member.id} className="col">
          <MemberCard member={member} photoLoading={!aboveFold || index >= EAGER_PHOTOS ? 'lazy' : index === 0 ? 'first' : 'eager'} />
        </li>,
      ])}
      {partnersAt(partners, members.length).map(partnerItem)}
    </ul>
  );
}
