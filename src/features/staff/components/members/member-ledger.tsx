'use client';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { MemberLedgerRowDto } from '@/shared/types/staff-members';
import { formatDateTimeToMinute } from '../../format';

/** The newest 50 credit changes; kinds are the ledger's own codes (purchase, message, adjustment …). */
export function MemberLedger({ rows }: { rows: MemberLedgerRowDto[] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const columns: ColumnDef<MemberLedgerRowDto, never>[] = [
    {
      id: 'time',
      accessorKey: 'id',
      header: t('members.colTime'),
      cell: ({ row }) => <span className="text-nowrap">{formatDateTimeToMinute(row.original.created_at, locale)}</span>,
    },
    { accessorKey: 'kind', header: t('members.colKind'), cell: ({ row }) => <code>{row.original.kind}</code> },
    {
      accessorKey: 'delta',
      header: t('members.colChange'),
      meta: { numeric: true },
      cell: ({ row }) => (row.original.delta > 0 ? `+${row.original.delta}` : row.original.delta),
    },
    { accessorKey: 'balance_after', header: t('members.colBalance'), meta: { numeric: true }, cell: ({ row }) => row.original.balance_after },
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={t('members.ledgerLabel')}
      empty={<p className="small text-body-secondary">{t('members.ledgerEmpty')}</p>}
      rowId={(row) => String(row.id)}
    />
  );
}
