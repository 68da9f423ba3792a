'use client';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { WithDefaultChrome } from '@/features/site-chrome/components/with-default-chrome';

/** The status an error carries (HttpError.status, a status field), else 500 (§8). */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Server errors arrive with a generic English text and a digest: only client messages are shown. */
function messageOf(error: unknown): string | null {
  if (!(error instanceof Error) || 'digest' in error) return null;
  return error.message || null;
}

/** §8 error page: the message or 'Error' and the status (default 500), a retry and the way home. */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  // Shown with the site's chrome; should the chrome itself be what failed, global-error takes over.
  return (
    <WithDefaultChrome>
      <ErrorView status={statusOf(error)} title={messageOf(error) ?? t('error')} homeLabel={t('backHome')}>
        <button type="button" className="btn btn-outline-dark" onClick={() => retry()}>
          {t('tryAgain')}
        </button>
      </ErrorView>
    </WithDefaultChrome>
  );
}
