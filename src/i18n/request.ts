import { getRequestConfig } from 'next-intl/server';
import { getPageContext } from '@/server/request/page-context';
import { messagesFor } from '@/server/i18n/translate';

// No locale in the URL: the cookie, the member's setting or the site's domain_language decide (§7).
export default getRequestConfig(async () => {
  const { locale } = await getPageContext();
  return { locale, messages: messagesFor(locale), timeZone: 'Europe/Amsterdam' };
});
