'use client';
import { useCallback, type FocusEvent, type RefObject } from 'react';

/** Room kept between a field in use and the floating save bar, in px. */
const GAP = 8;
/** How long to wait at most for the browser's own scrolling into view to end, in frames. */
const MAX_FRAMES = 90;

/** The box a person sees of a field: a visually hidden checkbox (an interest chip) shows as its label. */
function visibleBox(field: HTMLElement): DOMRect {
  const box = field.getBoundingClientRect();
  const label = field instanceof HTMLInputElement ? field.labels?.[0] : undefined;
  return label && (box.width <= 1 || box.height <= 1) ? label.getBoundingClientRect() : box;
}

/** Calls back once the page has stopped scrolling (the browser may scroll a focused field smoothly). */
function afterScrolling(callback: () => void): void {
  let [last, still, frames] = [Number.NaN, 0, 0];
  const tick = () => {
    still = window.scrollY === last ? still + 1 : 0;
    last = window.scrollY;
    if (still >= 2 || ++frames >= MAX_FRAMES) callback();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * The save bar floats over the bottom of the long form. The page keeps room for it (scroll-padding in
 * profile.module.css), but a browser scrolls a field into view only when it thinks it hidden: a tall
 * "about" text whose first line shows, or a chip tapped beside the bar, would stay partly behind it. So
 * once focus lands, whatever of the field the bar still covers is scrolled up above it. Put the
 * returned handler on the form's onFocus (focus events bubble in React).
 */
export function useClearOfSaveBar(bar: RefObject<HTMLElement | null>) {
  return useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || bar.current?.contains(field)) return;
      afterScrolling(() => {
        if (!bar.current || document.activeElement !== field) return;
        const covered = visibleBox(field).bottom + GAP - bar.current.getBoundingClientRect().top;
        if (covered > 0) window.scrollBy({ top: covered });
      });
    },
    [bar],
  );
}
