import { useTranslations } from 'next-intl';
import { WithDefaultChrome } from '@/features/site-chrome/components/with-default-chrome';
import { ErrorView } from '@/components/layout/error-view';
import { LazySignupModal } from '@/features/signup/components/lazy-signup-modal';

// Titled in the visitor's language, not with the site's landing title.
export { notFoundMetadata as generateMetadata } from '@/features/public-pages/not-found-metadata';

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
