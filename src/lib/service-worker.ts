// §7: a browser service worker for push is registered; its version is part of the URL so a new
// version replaces the old one.
export const SERVICE_WORKER_VERSION = 2;

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(`/sw.js?v=${SERVICE_WORKER_VERSION}`, { scope: '/' });
  } catch {
    // Private windows and some browsers refuse service workers; push simply stays unavailable.
    return null;
  }
}
