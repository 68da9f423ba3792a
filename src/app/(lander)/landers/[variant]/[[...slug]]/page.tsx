import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { LanderDesign } from '@/features/public-pages/components/landers/lander-design';
import { LanderFrame } from '@/features/public-pages/components/landers/lander-frame';
import { landerLocale, landerTranslations } from '@/features/public-pages/components/landers/lander-texts';
import { parseLanderRoute } from '@/features/public-pages/landers';
import { notFoundMetadata } from '@/features/public-pages/not-found-metadata';
import { getPageContext } from '@/server/request/page-context';
import { getPageSettings } from '@/server/request/page-data';
import { landerPageData } from '@/server/services/public-pages/lander-page-data';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import { slugForNiche } from '@/shared/landers';
import { hasTrafficSource, signupAllowed } from '@/shared/visitor-rules';

type Props = { params: Promise<{ variant: string; slug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { variant, slug } = await params;
  const route = parseLanderRoute(variant, slug);
  if (!route) return notFoundMetadata();
  const ctx = await getPageContext();
  const t = await landerTranslations(landerLocale(route.slug ?? slugForNiche(ctx.site.niche), ctx.locale));
  return { title: t(`headlines.${route.variant}`) };
}

/**
 * §2 /landers/{variant}/{slug?}: each design from the public members of the §9 niche slug (the
 * site's own niche without one). An unknown design or slug is the 404 of §8. The tracking query (§5)
 * is taken by the layout's TrackingCapture; a `network` in this request already counts as a traffic
 * source for §6 before the capture sets its cookie.
 */
export default async function Page({ params, searchParams }: Props) {
  const { variant, slug } = await params;
  const route = parseLanderRoute(variant, slug);
  if (!route) notFound();
  const [ctx, settings, jar, query] = await Promise.all([getPageContext(), getPageSettings(), cookies(), searchParams]);
  const niche = route.slug ?? slugForNiche(ctx.site.niche);
  const trafficSource = hasTrafficSource(query.network, jar.get(TRAFFIC_SOURCE_COOKIE)?.value);
  const data = await landerPageData(ctx, route.variant, niche, trafficSource);
  const locale = landerLocale(niche, ctx.locale);
  const t = await landerTranslations(locale);
  return (
    <LanderFrame
      variant={route.variant}
      slug={niche}
      locale={locale}
      lang={locale === ctx.locale ? undefined : locale}
      siteName={settings.name}
      signupsOpen={signupAllowed(settings.signups, trafficSource)}
    >
      <LanderDesign variant={route.variant} t={t} locale={locale} data={{ ...data, visitorCountry: ctx.country }} />
    </LanderFrame>
  );
}
