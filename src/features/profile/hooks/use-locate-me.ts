'use client';
import { useState } from 'react';
import { HttpError } from '@/lib/http-client';
import { GEOLOCATION_MAX_AGE_MS } from '@/shared/constants';
import { useGeocode } from '@/lib/api/geocode';

export type LocateState = 'idle' | 'locating' | 'found' | 'denied' | 'unsupported' | 'failed' | 'outside';

/** "Use my location": the browser's position (§9: cached up to an hour) → country and region. */
export function useLocateMe(onFound: (country: string, regionId: number | null) => void) {
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
          const place = await lookup.mutateAsync({ lat: coords.latitude, lon: coords.longitude });
          onFound(place.country, place.region?.id ?? null);
          setState('found');
        } catch (error) {
          setState(error instanceof HttpError && error.status === 404 ? 'outside' : 'failed');
        }
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: 20_000 },
    );
  };

  return { state, locate };
}
