import { getRequestConfig } from 'next-intl/server';
import { getPageContext } from '@/server/request/page-context';
import { messagesFor } from '@/server/i18n/translate';

// No locale in the URL: the cookie, the member's setting or the site's domain_language decide (§7).
// Times are in the member's own zone; a visitor's page renders in the site's and the browser moves
// them to its own (useDateFormat).
export default getRequestConfig(async () => {
  const { locale, actor, site } = await getPageContext();
  return { locale, messages: messagesFor(locale), timeZone: actor?.timeZone ?? site.timeZone };
});
