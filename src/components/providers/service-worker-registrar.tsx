'use client';
import { useEffect } from 'react';
import { registerServiceWorker } from '@/lib/service-worker';

/** Registers the push service worker once the page is idle. */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    const id = window.setTimeout(() => void registerServiceWorker(), 2_000);
    return () => window.clearTimeout(id);
  }, []);
  return null;
}
