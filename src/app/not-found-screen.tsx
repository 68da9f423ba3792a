'use client';
import { useTranslations } from 'next-intl';
import { WithDefaultChrome } from '@/features/site-chrome/components/with-default-chrome';
import { ErrorView } from '@/components/layout/error-view';
import { LazySignupModal } from '@/features/signup/components/lazy-signup-modal';

function NotFoundBody() {
  const t = useTranslations('ErrorPage');
  return <ErrorView status={404} title={t('notFound')} homeLabel={t('backHome')} />;
}

/** §8: unknown pages and pages failing validation: 404 'This page could not be found'. */
export function NotFoundScreen() {
  return (
    <WithDefaultChrome modals={<LazySignupModal />}>
      <NotFoundBody />
    </WithDefaultChrome>
  );
}
