import { redirect } from 'next/navigation';
import { MarkLikeSeen } from '@/features/likes/components/mark-like-seen';
import { getPageContext } from '@/server/request/page-context';
import { paths } from '@/shared/paths';
import MemberPage from '../../../members/[id]/page';

export { generateMetadata } from '../../../members/[id]/page';

type Props = { params: Promise<{ id: string }> };

/** §2 /likes/m/{id}: the member's profile, as at /members/{id}; opening it clears their new like (§4). */
export default async function Page({ params }: Props) {
  const [{ id }, ctx] = await Promise.all([params, getPageContext()]);
  // The members area: a visitor has no likes to open.
  if (!ctx.actor) redirect(paths.auth.login(paths.likes.liker(id)));
  const page = await MemberPage({ params });
  return (
    <>
      <MarkLikeSeen id={Number(id)} />
      {page}
    </>
  );
}
