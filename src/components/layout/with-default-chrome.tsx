'use client';
import type { ReactNode } from 'react';
import { DefaultChrome } from './default-chrome';
import { useInLayout } from './layout-presence';

/**
 * The root not-found page shows inside a group layout when a page calls notFound(), but on its
 * own for URLs no route matches: only then does it bring the default chrome itself.
 */
export function WithDefaultChrome({ children, modals }: { children: ReactNode; modals?: ReactNode }) {
  if (useInLayout()) return children;
  return <DefaultChrome modals={modals}>{children}</DefaultChrome>;
}
