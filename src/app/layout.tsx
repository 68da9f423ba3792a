import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import '@/styles/app.scss';
import { AppProviders } from '@/components/providers/app-providers';
import { getPageSettings, getPageUser } from '@/server/request/page-data';

// Every page depends on the host (site), the cookie (locale) and the session: nothing is prerendered
// at build time, which also keeps the database untouched during `next build`.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getPageSettings();
  return {
    title: { default: settings.index_title || settings.name, template: `%s · ${settings.name}` },
    description: settings.description,
    applicationName: settings.name,
  };
}

export const viewport: Viewport = { themeColor: '#e102aa', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, settings, user] = await Promise.all([getLocale(), getPageSettings(), getPageUser()]);
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider>
          <AppProviders settings={settings} user={user}>
            {children}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
