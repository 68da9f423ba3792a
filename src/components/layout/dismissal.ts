// Dismissals of banners and popups, kept in localStorage as a timestamp (§2, §4).

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private mode or blocked storage: behave as if nothing was ever dismissed.
    return null;
  }
}

/** When the thing was dismissed (ms since epoch), or null. */
export function dismissedAt(key: string): number | null {
  const raw = storage()?.getItem(key);
  const at = raw ? Number(raw) : NaN;
  return Number.isFinite(at) ? at : null;
}

export function rememberDismissal(key: string, now = Date.now()): void {
  try {
    storage()?.setItem(key, String(now));
  } catch {
    // Quota or privacy errors: the banner simply comes back next time.
  }
}

/** Dismissed and, when a lifetime is given, not longer ago than that. */
export function isDismissed(key: string, now = Date.now(), lifetimeMs?: number): boolean {
  const at = dismissedAt(key);
  if (at === null) return false;
  return lifetimeMs === undefined || now - at < lifetimeMs;
}
