import 'server-only';
import { translate } from '../../i18n/translate';
import { SMALL_PAGE_CSP } from '../../http/security-headers';
import type { Locale } from '@/shared/constants';
import { paths } from '@/shared/paths';

/** The page's own policy, in place of the API's, whose `form-action 'none'` would stop its button. */
export const UNSUBSCRIBE_PAGE_CSP = SMALL_PAGE_CSP;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The small page a member sees following the List-Unsubscribe link in a browser: a GET only asks
 * (link scanners open every link), the button posts the same one-click form a mail client would.
 */
export function unsubscribePage(locale: Locale, state: { token: string } | 'done'): string {
  const t = (key: string) => escape(translate(locale, `UnsubscribePage.${key}`));
  const body =
    state === 'done'
      ? `<h1>${t('doneTitle')}</h1><p>${t('doneText')}</p><p><a href="${paths.notifications}">${t('settings')}</a></p>`
      : `<h1>${t('title')}</h1><p>${t('text')}</p>
<form method="post" action="/api/unsubscribe.php?token=${encodeURIComponent(state.token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:1rem;padding:.6rem 1.4rem;min-height:44px">${t('confirm')}</button></form>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;
}
