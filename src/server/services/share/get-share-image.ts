import 'server-only';
import type { ServiceContext } from '../context';
import type { GeneratedImage } from '../../cache/caches';
import { notFound } from '../../errors';
import { getSettings } from '../sites/get-settings';
import { showcaseMember } from '../showcase/showcase-member';
import { renderShareCard } from './render-share-card';
import { brandColourOf } from '@/shared/brand-colour';

/**
 * GET /api/share-image.php?id=: the share card of §3, only for a member whose landing pages exist
 * (active, visible, public main photo); anyone else is 404. Made once per photo, site and text, then
 * served from the image cache; the eligibility check runs on every request, so a member who hides
 * or makes the photo private stops being shared at once.
 */
export async function getShareImage(ctx: ServiceContext, id: number): Promise<GeneratedImage> {
  const { dto, photo } = await showcaseMember(ctx, id);
  const settings = await getSettings(ctx, null);
  const colour = brandColourOf(settings.primary_color);
  const place = dto.region ?? dto.city;
  const key = ['share', ctx.site.id, photo.id, dto.name, dto.age, place, settings.name, colour].join('|');
  return ctx.caches.images.getOrLoad(key, async () => {
    const file = await ctx.storage.get(photo.filename);
    if (!file) throw notFound();
    const body = await ctx.images.run(() => renderShareCard(file, { name: dto.name, age: dto.age, place, siteName: settings.name, colour }));
    return { body, type: 'image/jpeg' };
  });
}
