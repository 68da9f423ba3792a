'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { PendingDecisionDto } from '@/shared/types/moderation';
import { formatDateTimeToMinute } from '../../format';
import { useDecisionIdentityColumns } from './decision-columns';

type Props = { bans: PendingDecisionDto[]; busyId: number | null; onConfirm: (ban: PendingDecisionDto) => void };

/** The bans waiting for a second moderator: anyone but the one who decided may put them in force. */
export function PendingBans({ bans, busyId, onConfirm }: Props) {
  const t = useTranslations('Staff');
  const labels = useTranslations('ComplaintsForm');
  const locale = useLocale();
  const identity = useDecisionIdentityColumns();
  const columns: ColumnDef<PendingDecisionDto, never>[] = [
    ...identity,
    { id: 'ground', accessorKey: 'ground', header: t('decide.ground'), cell: ({ row }) => labels(`whys.${row.original.ground}`) },
    { id: 'reason', header: t('decide.reason'), enableSorting: false, cell: ({ row }) => <span className="text-break">{row.original.reason}</span> },
    { id: 'by', enableSorting: false, header: t('decide.colBy'), cell: ({ row }) => row.original.decided_by.email },
    { id: 'created', accessorKey: 'created_at', header: t('decide.colWhen'), cell: ({ row }) => formatDateTimeToMinute(row.original.created_at, locale) },
    {
      id: 'confirm',
      header: () => <span className="visually-hidden">{t('decide.confirmBan')}</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.may_answer ? (
          <Button size="sm" variant="danger" disabled={busyId === row.original.id} onClick={() => onConfirm(row.original)}>
            {t('decide.confirmBan')}
          </Button>
        ) : (
          <span className="small text-body-secondary">{t('decide.ownBan')}</span>
        ),
    },
  ];
  return <DataTable columns={columns} data={bans} caption={t('decide.bansTab')} empty={<p>{t('decide.noBans')}</p>} rowId={(b) => String(b.id)} />;
}
