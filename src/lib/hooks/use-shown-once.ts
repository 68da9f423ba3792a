'use client';
import { useState } from 'react';

/**
 * True from the first time `show` is true on: a lazily loaded dialog mounts when it first opens and
 * stays mounted, so it can fade out when it closes and opens again without loading twice.
 */
export function useShownOnce(show: boolean): boolean {
  const [shown, setShown] = useState(show);
  if (show && !shown) setShown(true);
  return shown;
}
