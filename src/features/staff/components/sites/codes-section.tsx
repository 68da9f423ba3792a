'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import type { StaffDiscountCodeDto } from '@/shared/types/staff-commerce';
import { useSaveCode, useSiteCodes } from '../../api/site-commerce';
import { formatDateTimeToMinute } from '../../format';
import { AddCodeForm } from './add-code-form';
import { CodeUses } from './code-uses';

const column = createColumnHelper<StaffDiscountCodeDto>();

/** The site's discount codes: conditions, uses against the maximum, on or off, and who used each. */
export function CodesSection({ siteId }: { siteId: number }) {
  const t = useTranslations('Staff.sites.codes');
  const locale = useLocale();
  const list = useSiteCodes(siteId);
  const save = useSaveCode(siteId);
  const [shown, setShown] = useState<StaffDiscountCodeDto | null>(null);
  const columns = useMemo(
    () => [
      column.accessor('code', { header: t('code') }),
      column.accessor('percentage', { header: t('percentage'), cell: (c) => `${c.getValue()}%` }),
      column.accessor('country', { header: t('country'), cell: (c) => c.getValue() ?? t('everyCountry') }),
      column.accessor('valid_until', {
        header: t('validUntil'),
        cell: (c) => (c.getValue() ? formatDateTimeToMinute(c.getValue() as string, locale) : ''),
      }),
      column.accessor('uses', { header: t('uses'), cell: (c) => (c.row.original.max_uses ? `${c.getValue()} / ${c.row.original.max_uses}` : c.getValue()) }),
      column.accessor('active', { header: t('state'), cell: (c) => (c.getValue() ? t('on') : t('off')) }),
      column.display({
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        cell: (c) => (
          <div className="d-flex gap-1 justify-content-end">
            <Button size="sm" variant="outline-primary" className="text-nowrap" onClick={() => setShown(c.row.original)}>
              {t('whoUsed')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              className="text-nowrap"
              onClick={() => save.mutate({ id: c.row.original.id, active: !c.row.original.active })}
            >
              {c.row.original.active ? t('turnOff') : t('turnOn')}
            </Button>
          </div>
        ),
      }),
    ],
    [t, locale, save],
  );
  return (
    <section aria-label={t('title')}>
      <AddCodeForm siteId={siteId} />
      {save.error && <Alert variant="danger">{save.error.message}</Alert>}
      {shown && <CodeUses code={shown} onClose={() => setShown(null)} />}
      {list.data && <DataTable columns={columns as never} data={list.data} caption={t('title')} empty={<p>{t('empty')}</p>} rowId={(c) => String(c.id)} />}
    </section>
  );
}
