'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { EarlierDecisionDto } from '@/shared/types/moderation';
import { formatDateTimeToMinute } from '../../format';

/** The decisions about the same member so far: what, when, where it stands and its appeal. */
export function EarlierDecisions({ decisions }: { decisions: EarlierDecisionDto[] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  return (
    <div className="small mt-2">
      <p className="mb-1 fw-semibold">{decisions.length ? t('decide.earlier') : t('decide.noEarlier')}</p>
      {decisions.length > 0 && (
        <ul className="mb-0">
          {decisions.map((d) => (
            <li key={d.reference}>
              {formatDateTimeToMinute(d.created_at, locale)} · {t(`decide.action.${d.action}`)} · {t(`decide.state.${d.state}`)}
              {d.appeal && <> · {t(`decide.appeal.${d.appeal}`)}</>}
              <span className="text-body-secondary"> · {d.reference}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
