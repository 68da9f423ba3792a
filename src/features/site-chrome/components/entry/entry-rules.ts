import { ENTRY_WARNING_COUNTRIES } from '@/shared/constants';
import type { SettingsDto } from '@/shared/types/api';
import { onRoute } from '@/components/layout/route-match';
import { paths } from '@/shared/paths';

/** Both age warnings share one dismissal: a visitor who confirmed once is not asked again. */
export const ENTRY_DISMISSED_KEY = 'site-entry-dismissed-at';
/** The same dismissal as a cookie, so the server knows whether to render the warning. */
export const ENTRY_DISMISSED_COOKIE = 'site_entry_dismissed_at';

// §2: the entry warning is hidden on complete-signup, reset-password and reset-password-do.
const HIDDEN_ON = [paths.signup.complete, paths.auth.resetPassword] as const;

export function entryWarningHiddenOn(pathname: string): boolean {
  return onRoute(pathname, HIDDEN_ON);
}

type SiteEntryInput = {
  settings: Pick<SettingsDto, 'enable_site_entry_popup' | 'entry_popup_countries' | 'geoip_country'>;
  loggedIn: boolean;
  standalone: boolean;
  dismissed: boolean;
  pathname: string;
};

/**
 * §2 site-entry warning: once to logged-out visitors, not in installed-app mode, not after a
 * dismissal, only when enable_site_entry_popup is not 'no' and, with a country list, only there.
 */
export function showSiteEntryModal({ settings, loggedIn, standalone, dismissed, pathname }: SiteEntryInput): boolean {
  if (loggedIn || standalone || dismissed || entryWarningHiddenOn(pathname)) return false;
  if (settings.enable_site_entry_popup === 'no') return false;
  const countries = settings.entry_popup_countries.map((c) => c.toUpperCase());
  if (countries.length === 0) return true;
  return Boolean(settings.geoip_country && countries.includes(settings.geoip_country.toUpperCase()));
}

/** §2, §9: the entry (age) warning of the chat, lander and empty layouts, for NL and DE only. */
export function showEntryWarning(country: string | null, dismissed: boolean, pathname: string): boolean {
  if (dismissed || entryWarningHiddenOn(pathname)) return false;
  return (ENTRY_WARNING_COUNTRIES as readonly string[]).includes((country ?? '').toUpperCase());
}
