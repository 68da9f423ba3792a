import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageContext } from '@/server/request/page-context';
import { getPageSettings } from '@/server/request/page-data';
import { showcaseMemberOrNull } from '@/server/request/showcase-page';
import { SHARE_IMAGE_SIZE, shareImageUrl } from '@/shared/share-image';
import { paths } from '@/shared/paths';

/**
 * §3: a profile shared as a link shows its card (og:image, twitter:card) only for a member shown to
 * strangers (active, visible, public main photo); for anyone else the page keeps the site's own tags.
 */
export async function shareMetadata(id: number): Promise<Metadata> {
  const member = await showcaseMemberOrNull(id);
  if (!member) return {};
  const [t, settings, ctx] = await Promise.all([getTranslations('MemberLanding'), getPageSettings(), getPageContext()]);
  const place = member.region ?? member.city;
  const title = t('shareTitle', { name: member.name, age: member.age });
  const description = place
    ? t('shareDescriptionPlace', { name: member.name, place, site: settings.name })
    : t('shareDescription', { name: member.name, site: settings.name });
  const image = { url: `${ctx.origin}${shareImageUrl(member.id)}`, ...SHARE_IMAGE_SIZE, alt: title };
  return {
    openGraph: { type: 'profile', title, description, siteName: settings.name, url: `${ctx.origin}${paths.members.profile(member.id)}`, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
}
