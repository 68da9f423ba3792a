'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Alert, Badge, Spinner } from 'react-bootstrap';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { MemberHitDto } from '@/shared/types/staff-members';
import { useMemberSearch } from '../../api/search-members';
import { formatDateTimeToMinute } from '../../format';

type Props = { q: string; selected: number | null; onSelect: (id: number) => void };

function useColumns(selected: number | null, onSelect: (id: number) => void): ColumnDef<MemberHitDto, never>[] {
  const t = useTranslations('Staff');
  const locale = useLocale();
  return [
    {
      id: 'member',
      accessorKey: 'email',
      header: t('members.colMember'),
      cell: ({ row: { original: member } }) => (
        <>
          <button
            type="button"
            className={`btn btn-link p-0 text-start text-break ${member.id === selected ? 'fw-semibold' : ''}`}
            aria-pressed={member.id === selected}
            onClick={() => onSelect(member.id)}
          >
            {member.email}
          </button>
          <div className="small text-body-secondary">
            #{member.id} · {member.name ?? '–'} · {member.site.domain}
          </div>
        </>
      ),
    },
    {
      accessorKey: 'status',
      header: t('members.colStatus'),
      cell: ({ row: { original: member } }) => (
        <>
          {member.status === 'confirmed' ? t('members.statusConfirmed') : t('members.statusNotConfirmed')}
          {member.deleted && (
            <Badge bg="secondary" className="ms-1">
              {t('members.deleted')}
            </Badge>
          )}
        </>
      ),
    },
    {
      accessorKey: 'created_at',
      header: t('members.colCreated'),
      cell: ({ row }) => <span className="text-nowrap">{formatDateTimeToMinute(row.original.created_at, locale)}</span>,
    },
    { accessorKey: 'credits', header: t('members.colCredits'), meta: { numeric: true }, cell: ({ row }) => row.original.credits },
  ];
}

/** The search's members (at most 25), newest first; choosing one opens the account beside it. */
export function MemberResults({ q, selected, onSelect }: Props) {
  const t = useTranslations('Staff');
  const search = useMemberSearch(q);
  const columns = useColumns(selected, onSelect);
  if (search.isPending) return <Spinner size="sm" role="status" aria-label={t('loading')} />;
  if (search.isError) return <Alert variant="danger">{search.error.message}</Alert>;
  return (
    <DataTable
      columns={columns}
      data={search.data.members}
      caption={t('members.resultsLabel')}
      empty={<p className="text-body-secondary">{t('members.noResults')}</p>}
      rowId={(member) => String(member.id)}
    />
  );
}
