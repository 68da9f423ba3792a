import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/**
 * "This page could not be found · Amora" in the visitor's language. A route that answers 404 from its
 * page body has already resolved its own metadata, so it asks for this title itself.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('ErrorPage');
  return { title: t('notFound') };
}
