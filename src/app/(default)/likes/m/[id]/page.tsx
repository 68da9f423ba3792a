import { MarkLikeSeen } from '@/features/likes/components/mark-like-seen';
import MemberPage from '../../../members/[id]/page';

export { generateMetadata } from '../../../members/[id]/page';

type Props = { params: Promise<{ id: string }> };

/** §2 /likes/m/{id}: the member's profile, as at /members/{id}; opening it clears their new like (§4). */
export default async function Page({ params }: Props) {
  const { id } = await params;
  const page = await MemberPage({ params });
  return (
    <>
      {/^\d+$/.test(id) && <MarkLikeSeen id={Number(id)} />}
      {page}
    </>
  );
}
