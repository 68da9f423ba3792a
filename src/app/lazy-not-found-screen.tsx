'use client';
import { lazy, Suspense } from 'react';

// The root not-found boundary is part of every page's client code: its screen's code loads only when
// a page is not found (Next renders a 404's content in the browser, from the page's flight data).
const NotFoundScreen = lazy(() => import('./not-found-screen').then((module) => ({ default: module.NotFoundScreen })));

export function LazyNotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFoundScreen />
    </Suspense>
  );
}
