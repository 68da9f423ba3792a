'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, Button } from 'react-bootstrap';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table';
import { brandColourOf } from '@/shared/brand-colour';
import { NICHE_SLUGS } from '@/shared/constants';
import type { StaffSiteSummaryDto } from '@/shared/types/staff-sites';
import styles from './sites.module.scss';

const column = createColumnHelper<StaffSiteSummaryDto>();

/** Every site: name, domain, language, niche and colour, with a button to its editor. */
export function SitesTable({ sites, onEdit }: { sites: StaffSiteSummaryDto[]; onEdit: (id: number) => void }) {
  const t = useTranslations('Staff.sites');
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('name'),
        cell: (c) => (
          <>
            <span className={`${styles.swatch} me-2`} style={{ background: brandColourOf(c.row.original.primary_color) }} aria-hidden />
            {c.getValue()}
            {c.row.original.is_default && (
              <Badge bg="light" text="dark" className="border ms-2">
                {t('default')}
              </Badge>
            )}
          </>
        ),
      }),
      column.accessor('domain', { header: t('domain') }),
      column.accessor('domain_language', { header: t('domainLanguageShort') }),
      column.accessor('niche', { header: t('niche'), cell: (c) => t(`niches.${NICHE_SLUGS[c.getValue() - 1] ?? 'default'}`) }),
      column.display({
        id: 'edit',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        cell: (c) => (
          <Button size="sm" variant="outline-primary" onClick={() => onEdit(c.row.original.id)} aria-label={t('editFor', { name: c.row.original.name })}>
            {t('edit')}
          </Button>
        ),
      }),
    ],
    [t, onEdit],
  );
  return (
    <DataTable
      columns={columns as never}
      data={sites}
      caption={t('tableLabel')}
      empty={<p>{t('empty')}</p>}
      rowId={(s) => String(s.id)}
      initialSorting={[{ id: 'domain', desc: false }]}
    />
  );
}
