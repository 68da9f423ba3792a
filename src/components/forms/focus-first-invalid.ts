// After a failed submit the member lands on the first field that needs attention, not on the button.

const INVALID = '[aria-invalid="true"], .is-invalid';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusable(element: HTMLElement): HTMLElement | null {
  if (element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Focuses the first invalid field inside `root` (in document order). With only a form-level message,
 * that alert gets focus so a screen reader reads it. Returns what got focus.
 */
export function focusFirstInvalid(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  for (const element of root.querySelectorAll<HTMLElement>(INVALID)) {
    const target = focusable(element);
    if (!target) continue;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
    return target;
  }
  const alert = root.querySelector<HTMLElement>('[role="alert"], .alert-danger');
  if (!alert) return null;
  if (!alert.hasAttribute('tabindex')) alert.setAttribute('tabindex', '-1');
  alert.scrollIntoView?.({ block: 'center' });
  alert.focus({ preventScroll: true });
  return alert;
}
