'use client';
import { createContext, useContext, type ReactNode } from 'react';

const LayoutPresence = createContext(false);

/** Marks the content area of a route-group layout (default, chat, lander, empty). */
export function InLayout({ children }: { children: ReactNode }) {
  return <LayoutPresence.Provider value>{children}</LayoutPresence.Provider>;
}

export const useInLayout = () => useContext(LayoutPresence);
