/** Whether the browser can do push at all: a service worker, PushManager and notifications. */
export const supportsPush = () => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

/** Whether this browser holds a push subscription (through the service worker the layout registers). */
export async function hasPushSubscription(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(await registration?.pushManager?.getSubscription());
  } catch {
    return false;
  }
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const READY_TIMEOUT_MS = 5_000;

/** The active service worker registration, or null when none turns up (the layout registers it). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing) return existing;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Subscribes this browser for push with the site's key; null when no service worker is there. */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionJSON | null> {
  const reg = await registration();
  if (!reg) return null;
  const current = await reg.pushManager.getSubscription();
  const subscription = current ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  return subscription.toJSON();
}

/** Ends this browser's push subscription; the server forgets it when the push service answers 410. */
export async function unsubscribePush(): Promise<void> {
  const reg = await navigator.serviceWorker.getRegistration();
  const subscription = await reg?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
