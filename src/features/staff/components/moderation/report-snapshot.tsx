'use client';
import { useTranslations } from 'next-intl';
import type { ReportSnapshot as Snapshot } from '@/shared/moderation';

/** The reported content as it was when reported: the evidence, whatever the member did since. */
export function ReportSnapshot({ snapshot }: { snapshot: Snapshot }) {
  const t = useTranslations('Staff');
  if (snapshot.name === undefined && snapshot.message === undefined) return null;
  return (
    <section className="border rounded p-2 mb-2 small bg-body-tertiary" aria-label={t('moderation.snapshot')}>
      <h2 className="h6">{t('moderation.snapshot')}</h2>
      {snapshot.name !== undefined && <p className="fw-semibold mb-1">{snapshot.name}</p>}
      {snapshot.about && (
        <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {snapshot.about}
        </p>
      )}
      {snapshot.message && <blockquote className="mb-1 text-break">{snapshot.message}</blockquote>}
      {snapshot.photos && <p className="mb-0 text-body-secondary">{t('moderation.photos', { count: snapshot.photos.length })}</p>}
    </section>
  );
}
