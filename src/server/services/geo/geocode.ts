import 'server-only';
import type { Container } from '../../container';
import { loadRegions, regionToDto } from './list-regions';
import type { Locale } from '@/shared/constants';
import type { GeocodeDto } from '@/shared/types/api';

// Beyond this distance from every region centre the point is outside the countries we serve.
const MAX_DISTANCE_KM = 450;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** Country and region for a position: the nearest shipped region centre, with no outside service. */
export async function geocode(deps: Pick<Container, 'db' | 'caches'> & { locale: Locale }, lat: number, lon: number): Promise<GeocodeDto | null> {
  let best: { km: number; index: number } | null = null;
  const all = await loadRegions(deps);
  all.forEach((region, index) => {
    const km = distanceKm(lat, lon, Number(region.lat), Number(region.lon));
    if (!best || km < best.km) best = { km, index };
  });
  const found = best as { km: number; index: number } | null;
  if (!found || found.km > MAX_DISTANCE_KM) return null;
  const region = all[found.index];
  return { country: region.country, region: regionToDto(region, deps.locale) };
}
