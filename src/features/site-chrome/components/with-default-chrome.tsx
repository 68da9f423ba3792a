'use client';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useInLayout } from '@/components/layout/layout-presence';
import { useSettings } from '@/components/providers/settings-context';

// The root not-found boundary is part of every page's client code. Importing the chrome here
// statically would ship a second copy of the whole navigation with every page; it is only needed
// for URLs no route matches, so it loads then.
const DefaultChrome = dynamic(() => import('./default-chrome').then((module) => module.DefaultChrome));

/**
 * The root not-found page shows inside a group layout when a page calls notFound(), but on its
 * own for URLs no route matches: only then does it bring the default chrome itself.
 */
export function WithDefaultChrome({ children, modals }: { children: ReactNode; modals?: ReactNode }) {
  const settings = useSettings();
  if (useInLayout()) return children;
  return (
    <DefaultChrome settings={settings} modals={modals}>
      {children}
    </DefaultChrome>
  );
}
