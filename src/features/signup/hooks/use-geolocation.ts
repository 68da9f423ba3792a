'use client';
import { useState } from 'react';
import { GEOLOCATION_MAX_AGE_MS } from '@/shared/constants';

export type Position = { lat: number; lon: number };

const GEOLOCATION_TIMEOUT_MS = 15_000;

/** The browser's position on request; a position up to an hour old is fine (§9 maximumAge). */
export function useGeolocation() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = (onPosition: (position: Position) => void) => {
    if (!supported) return;
    setPending(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setPending(false);
        onPosition({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      () => {
        setPending(false);
        setFailed(true);
      },
      { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: GEOLOCATION_TIMEOUT_MS },
    );
  };

  return { supported, pending, failed, locate, setFailed };
}
