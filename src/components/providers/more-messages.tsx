'use client';
import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type Messages } from 'next-intl';

type Props = { messages: Partial<Messages>; children: ReactNode };

/**
 * Adds namespaces to those the providers above gave, in the browser: each level of a page sends only
 * its own texts. Locale and time zone stay the root's; the app's request config sets no formats or
 * `now`, the other settings a provider carries, so nothing else is lost by nesting.
 */
export function MoreMessages({ messages, children }: Props) {
  const inherited = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
