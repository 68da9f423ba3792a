import type { Locale } from '@/shared/constants';

/** U+00A0: French puts it before a colon. */
export const NO_BREAK_SPACE = '\u00A0';
/** U+202F: French puts it before ; ! ? and inside « ». */
export const NARROW_NO_BREAK_SPACE = '\u202F';

/**
 * A label followed by its value, as code writes it into plain text ("Link: https://…"). French
 * separates the colon from the label by a no-break space, so the colon never starts a line.
 */
export function labelled(locale: Locale, label: string, value: string): string {
  const beforeColon = locale === 'fr' ? NO_BREAK_SPACE : '';
  return `${label}${beforeColon}: ${value}`;
}
