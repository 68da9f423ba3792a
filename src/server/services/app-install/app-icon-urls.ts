import 'server-only';
import { createHash } from 'node:crypto';
import type { Site } from '../../db/schema';
import { appIconLook } from './get-app-icon';

/** A short version of the icon's look: a new logo or colour is a new address, so caches never serve the old one. */
export function appIconVersion(site: Site): string {
  const { colour, logoKey } = appIconLook({ site });
  return createHash('sha256')
    .update(`${colour}|${logoKey ?? ''}`)
    .digest('hex')
    .slice(0, 10);
}

export function appIconUrl(site: Site, size: '180' | '192' | '512', purpose: 'any' | 'maskable' = 'any'): string {
  const query = new URLSearchParams({ size, ...(purpose === 'maskable' ? { purpose } : {}), v: appIconVersion(site) });
  return `/api/app-icon.php?${query.toString()}`;
}
