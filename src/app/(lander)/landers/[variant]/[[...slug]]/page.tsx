import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LanderHero } from '@/features/public-pages/components/lander-hero';
import { isLanderRoute } from '@/features/public-pages/landers';

type Props = { params: Promise<{ variant: string; slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { variant, slug } = await params;
  if (!isLanderRoute(variant, slug)) return {};
  const t = await getTranslations('Lander');
  return { title: t(`headlines.${variant}`) };
}

/** §2 /landers/{variant}/{slug?}: unknown variants are 404 (§8). */
export default async function Page({ params }: Props) {
  const { variant, slug } = await params;
  if (!isLanderRoute(variant, slug)) notFound();
  return <LanderHero variant={variant} />;
}
