import 'server-only';
import type { ServiceContext } from '../context';
import { getSettings } from '../sites/get-settings';
import { appIconUrl } from './app-icon-urls';
import { brandColourOf } from '@/shared/brand-colour';
import { paths } from '@/shared/paths';

/** Home-screen labels get cut after about 12 characters. */
const SHORT_NAME_LENGTH = 12;

export type WebManifest = {
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
};

const shortName = (name: string) => ([...name].length <= SHORT_NAME_LENGTH ? name : [...name].slice(0, SHORT_NAME_LENGTH).join('').trim());

/**
 * GET /api/manifest.php: the installable app of this site (§2 installed-app mode). It opens on the
 * members' search, the members' home (§2), without browser chrome, in the site's own colour.
 */
export async function buildWebManifest(ctx: ServiceContext): Promise<WebManifest> {
  const settings = await getSettings(ctx, null);
  const colour = brandColourOf(settings.primary_color);
  const icon = (size: '192' | '512', purpose: 'any' | 'maskable') => ({
    src: appIconUrl(ctx.site, size, purpose),
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose,
  });
  return {
    name: settings.name,
    short_name: shortName(settings.name),
    ...(settings.description ? { description: settings.description } : {}),
    lang: ctx.locale,
    id: paths.members.search(),
    start_url: paths.members.search(),
    scope: paths.home,
    display: 'standalone',
    theme_color: colour,
    background_color: colour,
    icons: [icon('192', 'any'), icon('512', 'any'), icon('192', 'maskable'), icon('512', 'maskable')],
  };
}
