// §2 static info pages served by /{page}; each has a title, an intro and sections in InfoPages.
export const INFO_PAGES = ['terms', 'privacy', 'cookies', 'ban', 'return-policy', 'faq', 'service', 'pricing', 'complaints'] as const;

export type InfoPageSlug = (typeof INFO_PAGES)[number];

/** The message key of a page: return-policy → returnPolicy. */
export const infoPageKey = (page: InfoPageSlug) => page.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as InfoPageKey;

export type InfoPageKey = 'terms' | 'privacy' | 'cookies' | 'ban' | 'returnPolicy' | 'faq' | 'service' | 'pricing' | 'complaints';

export function isInfoPage(page: string): page is InfoPageSlug {
  return (INFO_PAGES as readonly string[]).includes(page);
}

/** The legal pages show the company behind the site under their text. */
export const LEGAL_PAGES: readonly InfoPageSlug[] = ['terms', 'privacy', 'cookies', 'return-policy', 'complaints'];
