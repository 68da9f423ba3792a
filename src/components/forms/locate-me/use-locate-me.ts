'use client';
import { useState } from 'react';
import { useSettings } from '@/components/providers/settings-context';
import { useGeocode, type Position } from '@/lib/api/geocode';
import { HttpError } from '@/lib/http-client';
import { GEOLOCATION_MAX_AGE_MS } from '@/shared/constants';

export type LocateState = 'idle' | 'locating' | 'found' | 'denied' | 'unsupported' | 'failed' | 'outside';

const GEOLOCATION_TIMEOUT_MS = 15_000;

/**
 * "Use my location": the browser's position (§9: cached up to an hour) → country and region of this site,
 * and the position itself, which the member's profile keeps for distances (docs/decisions/034).
 */
export function useLocateMe(onFound: (country: string, regionId: number | null, position: Position) => void) {
  const { countries } = useSettings();
  const [state, setState] = useState<LocateState>('idle');
  const lookup = useGeocode();

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState('unsupported');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const position = { lat: coords.latitude, lon: coords.longitude };
          const place = await lookup.mutateAsync(position);
          // A country the geocoder knows but this site does not serve cannot be chosen either.
          if (!countries.includes(place.country)) return setState('outside');
          onFound(place.country, place.region?.id ?? null, position);
          setState('found');
        } catch (error) {
          setState(error instanceof HttpError && error.status === 404 ? 'outside' : 'failed');
        }
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  return { state, locate };
}
