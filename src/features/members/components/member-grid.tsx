import type { MemberCardDto } from '@/shared/types/api';
import { MemberCard } from './member-card';

/** Two cards a row on phones, up to four on wide screens. */
export function MemberGrid({ members }: { members: MemberCardDto[] }) {
  return (
    <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
      {members.map((member) => (
        <li key={member.id} className="col">
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
