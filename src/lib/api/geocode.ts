import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { GeocodeDto } from '@/shared/types/api';

export type Position = { lat: number; lon: number };

/** GET /api/geocode.php?lat=&lon=: country and region of a position (404 outside the served countries). */
export function geocode({ lat, lon }: Position): Promise<GeocodeDto> {
  return http<GeocodeDto>('/api/geocode.php', { query: { lat, lon } });
}

/** A one-off lookup started by the member ("use my location"), so a mutation rather than a query. */
export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
