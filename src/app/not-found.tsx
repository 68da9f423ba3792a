import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { WithDefaultChrome } from '@/components/layout/with-default-chrome';
import { ErrorView } from '@/components/layout/error-view';
import { LazySignupModal } from '@/features/signup/components/lazy-signup-modal';

/** "This page could not be found · Amora" in the visitor's language, not the site's landing title. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ErrorPage');
  return { title: t('notFound') };
}

function NotFoundBody() {
  const t = useTranslations('ErrorPage');
  return <ErrorView status={404} title={t('notFound')} homeLabel={t('backHome')} />;
}

/** §8: unknown pages and pages failing validation: 404 'This page could not be found'. */
export default function NotFound() {
  return (
    <WithDefaultChrome modals={<LazySignupModal />}>
      <NotFoundBody />
    </WithDefaultChrome>
  );
}
