'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Spinner, Table } from 'react-bootstrap';
import type { StaffDiscountCodeDto } from '@/shared/types/staff-commerce';
import { useCodeUses } from '../../api/site-commerce';
import { formatDateTimeToMinute } from '../../format';

/** Who held or used one code, newest first, with the order it went with. */
export function CodeUses({ code, onClose }: { code: StaffDiscountCodeDto; onClose: () => void }) {
  const t = useTranslations('Staff.sites.codes');
  const locale = useLocale();
  const uses = useCodeUses(code.id);
  return (
    <section className="card card-body mb-3" aria-label={t('usesTitle', { code: code.code })}>
      <div className="d-flex align-items-center mb-2">
        <h3 className="h6 mb-0 me-auto">{t('usesTitle', { code: code.code })}</h3>
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      {uses.isPending && <Spinner size="sm" aria-label={t('loading')} />}
      {uses.data?.length === 0 && <p className="mb-0">{t('noUses')}</p>}
      {uses.data && uses.data.length > 0 && (
        <Table size="sm" responsive className="mb-0 small">
          <thead>
            <tr>
              <th scope="col">{t('member')}</th>
              <th scope="col">{t('order')}</th>
              <th scope="col">{t('when')}</th>
              <th scope="col">{t('released')}</th>
            </tr>
          </thead>
          <tbody>
            {uses.data.map((use) => (
              <tr key={`${use.member_id}-${use.created_at}`}>
                <td>
                  {use.email} <span className="text-body-secondary">#{use.member_id}</span>
                </td>
                <td>{use.order_id ? `#${use.order_id} (${use.order_status ?? ''})` : ''}</td>
                <td>{formatDateTimeToMinute(use.created_at, locale)}</td>
                <td>{use.released_at ? formatDateTimeToMinute(use.released_at, locale) : ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
