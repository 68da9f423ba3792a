import { notFound } from 'next/navigation';
import { isLikesTab } from '@/features/likes/likes-tabs';
import { renderLikes } from '../page';
import { paths } from '@/shared/paths';

export { generateMetadata } from '../page';

type Props = { params: Promise<{ type: string }> };

/** §2 /likes/{type}: received, given or matches; any other type is the 404 page (§8). */
export default async function Page({ params }: Props) {
  const { type } = await params;
  if (!isLikesTab(type)) notFound();
  return renderLikes(type, paths.likes.tab(type));
}
