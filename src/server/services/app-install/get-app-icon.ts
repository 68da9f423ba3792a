import 'server-only';
import type { ServiceContext } from '../context';
import type { GeneratedImage } from '../../cache/caches';
import { logoKeyOf } from '../staff/sites/site-logo-files';
import { renderAppIcon } from './render-app-icon';
import { brandColourOf } from '@/shared/brand-colour';
import type { AppIconInput } from '@/shared/schemas/app-icon';

/** What an icon of this site looks like: its colour and uploaded logo (an outside logo address is not fetched). */
export function appIconLook(ctx: Pick<ServiceContext, 'site'>): { colour: string; logoKey: string | null } {
  return { colour: brandColourOf(ctx.site.primaryColor), logoKey: logoKeyOf(ctx.site.logoUrl) };
}

/** GET /api/app-icon.php: the site's PNG icon in one size, made with sharp once and then cached. */
export async function getAppIcon(ctx: ServiceContext, { size, purpose }: AppIconInput): Promise<GeneratedImage> {
  const { colour, logoKey } = appIconLook(ctx);
  const key = ['icon', size, purpose, colour, logoKey].join('|');
  return ctx.caches.images.getOrLoad(key, async () => {
    const logo = logoKey ? await ctx.storage.get(logoKey) : null;
    // Apple's touch icon is always a full square: iOS rounds it and fills transparency with black.
    const maskable = purpose === 'maskable' || size === '180';
    const body = await ctx.images.run(() => renderAppIcon({ size: Number(size), maskable, colour, logo }));
    return { body, type: 'image/png' };
  });
}
