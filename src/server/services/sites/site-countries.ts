import 'server-only';
import type { Site } from '../../db/schema';
import { COUNTRIES } from '@/shared/constants';

/** The countries a site serves: its own list, or §9's countries when the operator set none. */
export function siteCountries(site: Site): string[] {
  return site.countries.length ? site.countries : [...COUNTRIES];
}
