import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { headers } from 'next/headers';
import { getLocale, getMessages } from 'next-intl/server';
import '@/styles/icons.css';
import '@/styles/app.scss';
import { AppProviders } from '@/components/providers/app-providers';
import { HydrationSignal } from '@/components/layout/hydration-signal';
import { getPageSettings, getPageUser } from '@/server/request/page-data';
import { getPageContext } from '@/server/request/page-context';
import { appIconUrl } from '@/server/services/app-install/app-icon-urls';
import { ogLocale } from '@/shared/og-locale';
import { brandColourOf, brandCss } from '@/shared/brand-colour';
import { PAGE_AREA_HEADER } from '@/shared/staff/staff-area';
import { pickNamespaces } from '@/i18n/client-namespaces';

// Every page depends on the host (site), the cookie (locale) and the session: nothing is prerendered
// at build time, which also keeps the database untouched during `next build`.
export const dynamic = 'force-dynamic';

const MANIFEST_URL = '/api/manifest.php';

// The site's texts arrive in the visitor's language (settings.php), so title, description and the
// Open Graph tags a shared link shows follow the language too.
export async function generateMetadata(): Promise<Metadata> {
  const [settings, { site }] = await Promise.all([getPageSettings(), getPageContext()]);
  const title = settings.index_title || settings.name;
  const description = settings.description || undefined;
  return {
    title: { default: title, template: `%s · ${settings.name}` },
    description,
    applicationName: settings.name,
    // The installable app (§2 installed-app mode): the site's manifest and Apple's touch icon. The tab's
    // icon is the same picture; without one named here browsers ask for /favicon.ico, which is no page.
    manifest: MANIFEST_URL,
    icons: {
      icon: [{ url: appIconUrl(site, '192'), sizes: '192x192', type: 'image/png' }],
      apple: [{ url: appIconUrl(site, '180'), sizes: '180x180', type: 'image/png' }],
    },
    appleWebApp: { capable: true, title: settings.name, statusBarStyle: 'default' },
    openGraph: {
      type: 'website',
      title,
      description,
      siteName: settings.name,
      locale: ogLocale(settings.locale, settings.domain_language),
    },
  };
}

// The browser bar takes the site's own brand colour when the brand console sets one.
export async function generateViewport(): Promise<Viewport> {
  const settings = await getPageSettings();
  return { themeColor: brandColourOf(settings.primary_color), width: 'device-width', initialScale: 1 };
}

/** The back office's pages: no member, so none of the member services run there, even beside a member cookie. */
async function isStaffArea(): Promise<boolean> {
  return (await headers()).get(PAGE_AREA_HEADER) === 'staff';
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const staffArea = await isStaffArea();
  const [locale, messages, settings, user] = await Promise.all([getLocale(), getMessages(), getPageSettings(), staffArea ? null : getPageUser()]);
  const brand = brandCss(settings.primary_color);
  return (
    <html lang={locale}>
      {/* The site's colour over the built-in one (src/styles/_brand.scss); brandCss lets only hex digits through. */}
      {brand && (
        <head>
          <style id="site-brand">{`:root{${brand}}`}</style>
        </head>
      )}
      <body>
        {/* Only the texts of the chrome's client components; layouts and pages add theirs (ClientMessages). */}
        <NextIntlClientProvider messages={pickNamespaces(messages, 'root')}>
          <AppProviders settings={settings} user={user} memberServices={!staffArea}>
            {children}
          </AppProviders>
        </NextIntlClientProvider>
        {/* Last in the tree, so its effect runs once everything above has hydrated (http/paint-first.ts). */}
        <HydrationSignal />
      </body>
    </html>
  );
}
