'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import { languageName } from '@/components/layout/language-name';
import type { Locale } from '@/shared/constants';
import type { StaffMemberDto } from '@/shared/types/staff';
import { formatDateTimeToMinute } from '../../format';
import { StaffActions, type StaffAction } from './staff-actions';
import styles from './team.module.scss';

type Props = { staff: StaffMemberDto[]; selfId: number; busyId: number | null; onAction: (action: StaffAction, member: StaffMemberDto) => void };

/** A narrow column breaks an address after its @ rather than anywhere in it. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function useColumns({ selfId, busyId, onAction }: Omit<Props, 'staff'>): ColumnDef<StaffMemberDto, never>[] {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const everything = (m: StaffMemberDto) => m.role === 'admin';
  return [
    {
      accessorKey: 'email',
      header: t('team.email'),
      cell: ({ row: { original: m } }) => (
        <div className={styles.email}>
          <BreakableEmail email={m.email} />
          {m.id === selfId && <span className="text-body-secondary small ms-1 text-nowrap">({t('team.you')})</span>}
        </div>
      ),
    },
    { accessorKey: 'role', header: t('team.role'), cell: ({ row }) => t(`roles.${row.original.role}`) },
    {
      id: 'sites',
      header: t('team.sites'),
      enableSorting: false,
      cell: ({ row: { original: m } }) => (everything(m) || !m.sites.length ? <em className="text-nowrap">{t('team.allSites')}</em> : m.sites.join(', ')),
    },
    {
      id: 'languages',
      header: t('team.languages'),
      enableSorting: false,
      cell: ({ row: { original: m } }) =>
        everything(m) || !m.languages.length ? (
          <em className="text-nowrap">{t('team.allLanguages')}</em>
        ) : (
          m.languages.map((l) => languageName(l as Locale)).join(', ')
        ),
    },
    {
      accessorKey: 'disabled',
      header: t('team.status'),
      cell: ({ row: { original: m } }) =>
        m.disabled ? (
          <Badge bg="light" text="dark" className="border">
            {t('team.disabled')}
          </Badge>
        ) : (
          <Badge bg="success">{t('team.active')}</Badge>
        ),
    },
    {
      accessorKey: 'last_login_at',
      header: t('team.lastLogin'),
      cell: ({ row: { original: m } }) => (
        <span className="text-nowrap">{m.last_login_at ? formatDateTimeToMinute(m.last_login_at, locale) : t('team.never')}</span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">{t('team.actions')}</span>,
      enableSorting: false,
      cell: ({ row: { original: m } }) => (
        <div className="text-end text-nowrap">
          <StaffActions member={m} self={m.id === selfId} busy={busyId === m.id} onAction={(action) => onAction(action, m)} />
        </div>
      ),
    },
  ];
}

/** Every staff member: role, scope, status and last login, with the admin's actions per row. */
export function StaffTable({ staff, ...props }: Props) {
  const t = useTranslations('Staff');
  const columns = useColumns(props);
  return (
    <DataTable
      columns={columns}
      data={staff}
      caption={t('team.tableLabel')}
      empty={<p className="text-body-secondary">{t('team.empty')}</p>}
      rowId={(m) => String(m.id)}
      rowClassName={(m) => (m.disabled ? styles.disabledRow : undefined)}
      className="mb-0"
    />
  );
}
