import type { MemberCardDto } from '@/shared/types/api';
import { MemberCard } from './member-card';

// The first row on a phone is above the fold: those photos load at once, the first one (the page's
// largest paint) ahead of everything else; the rest wait until they scroll near.
const EAGER_PHOTOS = 2;

/** Two cards a row on phones, up to four on wide screens. */
export function MemberGrid({ members, aboveFold = false }: { members: MemberCardDto[]; aboveFold?: boolean }) {
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
      {members.map((member, index) => (
        <li key={member.id} className="col">
          <MemberCard member={member} photoLoading={!aboveFold || index >= EAGER_PHOTOS ? 'lazy' : index === 0 ? 'first' : 'eager'} />
        </li>
      ))}
    </ul>
  );
}
