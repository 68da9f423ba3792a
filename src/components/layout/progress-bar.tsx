'use client';
import { Suspense, useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@/shared/constants';
import { progressAt, startsNavigation } from './progress-logic';
import styles from './layout.module.scss';

type Bar = { width: number; visible: boolean };
type Controls = { start: () => void; finish: () => void };
const TICK_MS = 100;

function useProgressControls(setBar: (update: (bar: Bar) => Bar) => void): Controls {
  const timers = useRef<{ delay?: number; tick?: number; hide?: number; startedAt: number }>({ startedAt: 0 });
  const [controls] = useState<Controls>(() => {
    const own = timers.current;
    const clear = () => {
      window.clearTimeout(own.delay);
      window.clearInterval(own.tick);
      window.clearTimeout(own.hide);
    };
    const show = () => setBar(() => ({ width: progressAt(Date.now() - own.startedAt), visible: true }));
    const finish = () => {
      clear();
      setBar((bar) => (bar.visible ? { width: 100, visible: true } : bar));
      own.hide = window.setTimeout(() => setBar(() => ({ width: 0, visible: false })), 300);
    };
    const start = () => {
      clear();
      own.startedAt = Date.now();
      // §9 throttle: navigations that land within 200 ms never show the bar.
      own.delay = window.setTimeout(() => {
        show();
        own.tick = window.setInterval(show, TICK_MS);
        // A navigation that never lands (cancelled, failed) must not leave the bar behind.
        own.hide = window.setTimeout(finish, PROGRESS_BAR_DURATION_MS * 3);
      }, PROGRESS_BAR_THROTTLE_MS);
    };
    return { start, finish };
  });
  useEffect(
    () => () => {
      window.clearTimeout(timers.current.delay);
      window.clearInterval(timers.current.tick);
      window.clearTimeout(timers.current.hide);
    },
    [],
  );
  return controls;
}

function ProgressBarInner() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [bar, setBar] = useState<Bar>({ width: 0, visible: false });
  const { start, finish } = useProgressControls(setBar);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor && startsNavigation(event, anchor, new URL(window.location.href))) start();
    };
    // Capture phase: next/link cancels the click's default in React's own (bubbling) listener.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', start);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', start);
    };
  }, [start]);

  // The new route has rendered: complete the bar.
  useEffect(() => finish(), [pathname, search, finish]);

  return <div className={styles.progress} style={{ width: `${bar.width}%`, opacity: bar.visible ? 1 : 0 }} aria-hidden />;
}

/** §9 navigation progress bar: appears after 200 ms, runs over 5000 ms, completes on the new route. */
export function ProgressBar() {
  return (
    <Suspense>
      <ProgressBarInner />
    </Suspense>
  );
}
