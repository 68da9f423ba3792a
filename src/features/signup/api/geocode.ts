import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { GeocodeDto } from '@/shared/types/api';

/** GET /api/geocode.php?lat&lon: country and region of the member's position. */
export async function geocode(position: { lat: number; lon: number }): Promise<GeocodeDto> {
  return http<GeocodeDto>('/api/geocode.php', { query: { lat: position.lat, lon: position.lon } });
}

/** A mutation, not a query: it runs once, when the member presses "use my location". */
export function useGeocode() {
  return useMutation({ mutationFn: geocode });
}
