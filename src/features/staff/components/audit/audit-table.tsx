'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { AuditEntryDto } from '@/shared/types/staff';
import { formatDateTime } from '../../format';
import styles from './audit.module.scss';

/** Before and after as one compact line of JSON; the cell wraps, the data keeps its shape. */
function CompactJson({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-body-secondary">–</span>;
  return <code className={styles.json}>{JSON.stringify(value)}</code>;
}

function useColumns(onStaff: (id: number) => void): ColumnDef<AuditEntryDto, never>[] {
  const t = useTranslations('Staff');
  const locale = useLocale();
  return [
    {
      id: 'time',
      accessorKey: 'id',
      header: t('colTime'),
      cell: ({ row: { original: e } }) => (
        <time className="text-nowrap" dateTime={e.created_at}>
          {formatDateTime(e.created_at, locale)}
        </time>
      ),
    },
    {
      id: 'staff',
      accessorKey: 'staff.email',
      header: t('colStaff'),
      cell: ({ row: { original: e } }) =>
        e.staff ? (
          <Button variant="link" size="sm" className="p-0 text-start text-nowrap" title={t('filterByStaff')} onClick={() => onStaff(e.staff!.id)}>
            {e.staff.email}
          </Button>
        ) : (
          <em className="text-body-secondary text-nowrap">{t('commandLine')}</em>
        ),
    },
    { accessorKey: 'action', header: t('colAction'), cell: ({ row }) => <code>{row.original.action}</code> },
    {
      id: 'target',
      accessorKey: 'target_type',
      header: t('colTarget'),
      cell: ({ row: { original: e } }) => (
        <span className="text-nowrap">
          {e.target_type}
          {e.target_id && ` #${e.target_id}`}
        </span>
      ),
    },
    { id: 'before', header: t('colBefore'), enableSorting: false, cell: ({ row }) => <CompactJson value={row.original.before} /> },
    { id: 'after', header: t('colAfter'), enableSorting: false, cell: ({ row }) => <CompactJson value={row.original.after} /> },
    { id: 'reason', header: t('colReason'), enableSorting: false, cell: ({ row }) => <span className="text-break">{row.original.reason ?? ''}</span> },
    { id: 'ip', header: t('colAddress'), enableSorting: false, cell: ({ row }) => <span className="text-nowrap">{row.original.ip ?? ''}</span> },
  ];
}

/** The trail, newest first (sortable within the page): time, who, what, on what, the change, why and from where. */
export function AuditTable({ items, onStaff }: { items: AuditEntryDto[]; onStaff: (id: number) => void }) {
  const t = useTranslations('Staff');
  const columns = useColumns(onStaff);
  return (
    <DataTable
      columns={columns}
      data={items}
      caption={t('auditTitle')}
      empty={<p className="text-body-secondary">{t('auditEmpty')}</p>}
      rowId={(e) => String(e.id)}
    />
  );
}
