// Browser side of §5: where the captured tracking query lives during the visit.
import { TRACKING_STORAGE_KEY, mergeCaptured, parseStored, readCookie, trackingForSignup, type CapturedQuery, type TrackingData } from './tracking';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy mode): tracking simply is not kept
  }
}

export function loadCaptured(): CapturedQuery | null {
  return parseStored(storage()?.getItem(TRACKING_STORAGE_KEY) ?? null);
}

const SAVED_EVENT = 'signup-tracking-saved';

export function saveCaptured(next: CapturedQuery): void {
  storage()?.setItem(TRACKING_STORAGE_KEY, JSON.stringify(mergeCaptured(loadCaptured(), next)));
  window.dispatchEvent(new Event(SAVED_EVENT));
}

/** Lets components that read the tracking state re-render once TrackingCapture stored it. */
export function onTrackingSaved(listener: () => void): () => void {
  window.addEventListener(SAVED_EVENT, listener);
  return () => window.removeEventListener(SAVED_EVENT, listener);
}

/** Tracking data to send with POST /api/signup.php. */
export function currentTracking(): TrackingData {
  return trackingForSignup(loadCaptured(), typeof document === 'undefined' ? '' : document.cookie);
}

/** §6: a traffic source is known for this visit (stored tracking or the trafficsource cookie). */
export function hasTrafficSource(): boolean {
  if (typeof document === 'undefined') return false;
  return Boolean(loadCaptured()?.tracking.network || readCookie(document.cookie, TRAFFIC_SOURCE_COOKIE));
}

/** The e-mail address a landing link carried, to prefill the signup form. */
export function capturedEmail(): string {
  return loadCaptured()?.email ?? '';
}
