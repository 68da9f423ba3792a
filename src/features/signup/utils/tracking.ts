// §5 tracking query: taken only when network or e-mail is present; curly braces are stripped
// (ad networks leave placeholders such as {sub1} unfilled); the parameters then leave the URL.

import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';

export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type TrackingKey = (typeof TRACKING_KEYS)[number];
export type TrackingData = Partial<Record<TrackingKey, string>>;

/** What a landing URL carried: tracking data for the signup POST and an e-mail to prefill the form. */
export type CapturedQuery = { tracking: TrackingData; email: string | null };

export const TRACKING_STORAGE_KEY = 'signup-tracking';
const REMOVED_PARAMS = [...TRACKING_KEYS, 'email'];

export function stripBraces(value: string): string {
  return value.replace(/[{}]/g, '').trim();
}

/** The tracking data of a query string, or null when it has neither network nor email (§5). */
export function parseTrackingQuery(search: string): CapturedQuery | null {
  const params = new URLSearchParams(search);
  const network = stripBraces(params.get('network') ?? '');
  const email = stripBraces(params.get('email') ?? '');
  if (!network && !email) return null;
  const tracking: TrackingData = {};
  for (const key of TRACKING_KEYS) {
    const value = stripBraces(params.get(key) ?? '').slice(0, 200);
    if (value) tracking[key] = value;
  }
  return { tracking, email: email || null };
}

/** The same address without the tracking parameters (and without a dangling '?'). */
export function withoutTrackingParams(href: string): string {
  const url = new URL(href);
  for (const key of REMOVED_PARAMS) url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
}

/** Session cookie (no expiry) telling the server a visitor came through a traffic source (§6). */
export function trafficSourceCookie(network: string): string {
  return `${TRAFFIC_SOURCE_COOKIE}=${encodeURIComponent(network)}; path=/; SameSite=Lax`;
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The captured query kept for this browser session. A later landing with new tracking replaces the
 * tracking but keeps an e-mail seen before.
 */
export function mergeCaptured(previous: CapturedQuery | null, next: CapturedQuery): CapturedQuery {
  const hasTracking = Object.keys(next.tracking).length > 0;
  return { tracking: hasTracking ? next.tracking : (previous?.tracking ?? {}), email: next.email ?? previous?.email ?? null };
}

export function parseStored(raw: string | null): CapturedQuery | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CapturedQuery>;
    const tracking: TrackingData = {};
    for (const key of TRACKING_KEYS) if (typeof value.tracking?.[key] === 'string') tracking[key] = value.tracking[key];
    return { tracking, email: typeof value.email === 'string' ? value.email : null };
  } catch {
    return null;
  }
}

/** Tracking for the signup POST: the session's data, or at least the network from the cookie. */
export function trackingForSignup(stored: CapturedQuery | null, cookieHeader: string): TrackingData {
  if (stored && Object.keys(stored.tracking).length) return stored.tracking;
  const network = readCookie(cookieHeader, TRAFFIC_SOURCE_COOKIE);
  return network ? { network } : {};
}
