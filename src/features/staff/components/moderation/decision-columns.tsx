'use client';
import { useTranslations } from 'next-intl';
import type { ColumnDef } from '@/components/data-table/data-table';
import type { PendingDecisionDto } from '@/shared/types/moderation';

/** The columns every list of decisions opens with: the statement's reference and the member it is about. */
export function useDecisionIdentityColumns(): ColumnDef<PendingDecisionDto, never>[] {
  const t = useTranslations('Staff');
  return [
    {
      id: 'reference',
      accessorKey: 'reference',
      header: t('decide.colReference'),
      cell: ({ row }) => <span className="text-nowrap">{row.original.reference}</span>,
    },
    {
      id: 'member',
      accessorFn: (decision) => decision.member.name ?? '',
      header: t('decide.colMember'),
      cell: ({ row }) => <span className="text-nowrap">{`${row.original.member.name ?? t('moderation.gone')} (#${row.original.member.id ?? '–'})`}</span>,
    },
  ] as ColumnDef<PendingDecisionDto, never>[];
}
