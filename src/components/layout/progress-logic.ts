import { PROGRESS_BAR_DURATION_MS } from '@/shared/constants';

/** Where the bar stands after `elapsed` ms: linear over the §9 duration, holding at 90 % until done. */
export function progressAt(elapsed: number, duration = PROGRESS_BAR_DURATION_MS): number {
  return Math.min(90, (Math.max(0, elapsed) / duration) * 100);
}

type ClickInfo = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/** Does a click on this link start a client-side navigation to another page of this site? */
export function startsNavigation(click: ClickInfo, anchor: HTMLAnchorElement, current: URL): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  let next: URL;
  try {
    next = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  // Same page or only another #hash: no route change follows, so no bar either.
  return next.pathname !== current.pathname || next.search !== current.search;
}
