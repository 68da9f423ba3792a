'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { SettingsDto } from '@/shared/types/api';

const SettingsContext = createContext<SettingsDto | null>(null);

/** §3 site settings, read on the server for the request's host and handed down once. */
export function SettingsProvider({ settings, children }: { settings: SettingsDto; children: ReactNode }) {
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsDto {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}
