import { getRequestConfig } from 'next-intl/server';
import { getPageContext } from '@/server/request/page-context';
import { messagesFor } from '@/server/i18n/translate';
import { isLocale } from '@/shared/locale';

// No locale in the URL: the cookie, the member's setting or the site's domain_language decide (§7).
// Times are in the member's own zone; a visitor's page renders in the site's and the browser moves
// them to its own (useDateFormat). A part of a page may ask for another language on purpose
// (`getTranslations({ locale })`: a lander of the §9 slug 'eng' speaks English).
export default getRequestConfig(async ({ locale: asked }) => {
  const { locale, actor, site } = await getPageContext();
  const chosen = isLocale(asked) ? asked : locale;
  return { locale: chosen, messages: messagesFor(chosen), timeZone: actor?.timeZone ?? site.timeZone };
});
