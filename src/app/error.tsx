'use client';
import { lazy, Suspense, useEffect } from 'react';
import { reloadForChunkError } from '@/components/layout/chunk-reload';

// Every page carries its error boundary, though few ever show it: the screen's code loads then.
const ErrorScreen = lazy(() => import('./error-screen').then((module) => ({ default: module.ErrorScreen })));

/** §8 error page; a failed chunk load reloads the page once instead (chunk-reload.ts). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    if (!reloadForChunkError(error)) console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} retry={retry} />
    </Suspense>
  );
}
