'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { PendingDecisionDto } from '@/shared/types/moderation';
import { formatDateTimeToMinute } from '../../format';
import { useDecisionIdentityColumns } from './decision-columns';

type Props = { appeals: PendingDecisionDto[]; onAnswer: (appeal: PendingDecisionDto) => void };

/** The members' appeals waiting for an answer from a moderator who had no part in the decision. */
export function PendingAppeals({ appeals, onAnswer }: Props) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const identity = useDecisionIdentityColumns();
  const columns: ColumnDef<PendingDecisionDto, never>[] = [
    ...identity,
    { id: 'action', accessorKey: 'action', header: t('decide.colAction'), cell: ({ row }) => t(`decide.action.${row.original.action}`) },
    { id: 'reason', header: t('decide.reason'), enableSorting: false, cell: ({ row }) => <span className="text-break">{row.original.reason}</span> },
    { id: 'appeal', header: t('decide.colAppeal'), enableSorting: false, cell: ({ row }) => <span className="text-break">{row.original.appeal?.text}</span> },
    {
      id: 'at',
      enableSorting: false,
      header: t('decide.colWhen'),
      cell: ({ row }) => (row.original.appeal ? formatDateTimeToMinute(row.original.appeal.at, locale) : ''),
    },
    {
      id: 'answer',
      header: () => <span className="visually-hidden">{t('decide.answer')}</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.may_answer ? (
          <Button size="sm" onClick={() => onAnswer(row.original)}>
            {t('decide.answer')}
          </Button>
        ) : (
          <span className="small text-body-secondary">{t('decide.ownDecision')}</span>
        ),
    },
  ];
  return <DataTable columns={columns} data={appeals} caption={t('decide.appealsTab')} empty={<p>{t('decide.noAppeals')}</p>} rowId={(a) => String(a.id)} />;
}
