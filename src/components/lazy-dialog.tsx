'use client';
import { lazy, Suspense, type ComponentType } from 'react';
import { useShownOnce } from '@/lib/hooks/use-shown-once';

/**
 * A dialog whose code (its modal, form and schema) loads the first time it shows, for dialogs most
 * page views never open. Once shown it stays mounted, so it fades out and opens again at once.
 */
export function lazyDialog<P extends { show: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const shown = useShownOnce(props.show);
    if (!shown) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
