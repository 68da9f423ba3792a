// Keyboard focus stays inside an open dialog (WCAG 2.4.3): Tab past the last control goes to the
// first, Shift+Tab before the first goes to the last, never to the page behind the backdrop.

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  // Hidden controls (display: none, collapsed parts) cannot take focus.
  return element.getClientRects().length > 0;
}

/** The controls Tab visits inside `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(isTabbable);
}

/** The dialog on top: the last open modal in the document (Bootstrap marks it aria-modal). */
export function topDialog(doc: Document = document): HTMLElement | null {
  const open = doc.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return open.length ? open[open.length - 1] : null;
}

/** Handles a Tab keydown for `dialog`: wraps around at both ends and pulls stray focus back in. */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const items = tabbables(dialog);
  const active = dialog.ownerDocument.activeElement as HTMLElement | null;
  const inside = Boolean(active && dialog.contains(active) && active !== dialog);
  if (!items.length) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * After a dialog that opened by itself (no control opened it) closes: focus goes to the content.
 * Called when the dialog has faded out, when focus may still sit on its (now hidden) button.
 */
export function focusMainIfLost(doc: Document = document): void {
  const active = doc.activeElement;
  if (active && active !== doc.body && !active.closest('.modal')) return;
  const main = doc.getElementById('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
