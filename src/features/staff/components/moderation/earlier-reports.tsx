'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { ModerationItemDto } from '@/shared/types/moderation';
import { formatDateTimeToMinute } from '../../format';

/** The reports about the same member before this one: how many, and the last few with their status. */
export function EarlierReports({ earlier }: { earlier: ModerationItemDto['earlier'] }) {
  const t = useTranslations('Staff');
  const labels = useTranslations('ComplaintsForm');
  const locale = useLocale();
  return (
    <div className="small">
      <p className="mb-1 fw-semibold">{t('moderation.earlier', { count: earlier.count })}</p>
      {earlier.last.length > 0 && (
        <ul className="mb-0">
          {earlier.last.map((e, i) => (
            <li key={e.reference ?? i}>
              {formatDateTimeToMinute(e.created_at, locale)} · {labels(`whys.${e.why}`)} · {t(`moderation.status.${e.status}`)}
              {e.reference && <span className="text-body-secondary"> · {e.reference}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
