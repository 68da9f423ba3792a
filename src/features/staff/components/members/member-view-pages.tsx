'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { MemberViewDto, MemberViewPerson } from '@/shared/types/staff-members';
import { formatDateTimeToMinute } from '../../format';

type Of<P extends MemberViewDto['page']> = Extract<MemberViewDto, { page: P }>;

const person = (p: MemberViewPerson) => `${p.name ?? '–'} (#${p.id})`;

/** The member's own profile page, as text: what they filled in and how many photos they have. */
export function ViewProfile({ view }: { view: Of<'profile'> }) {
  const t = useTranslations('Staff');
  const p = view.profile;
  if (!p) return <p className="text-body-secondary">{t('members.viewNoProfile')}</p>;
  return (
    <>
      <p className="mb-1 fw-semibold">
        {t('members.profileLine', { name: p.name, age: p.age, place: [p.city, p.region ?? p.country].filter(Boolean).join(', ') || '–', photos: p.photos })}
      </p>
      <p className="small text-body-secondary mb-2">
        {t('members.viewPrivatePhotos', { count: p.private_photos })} · <code>{p.gender ?? '–'}</code> → <code>{p.looking_for_gender ?? '–'}</code> ·{' '}
        <code>{p.status}</code>
      </p>
      <p className="text-break mb-0" style={{ whiteSpace: 'pre-line' }}>
        {p.about || '–'}
      </p>
    </>
  );
}

/** Likes received (new ones marked, as the member's badge counts them) and given. */
export function ViewLikes({ view }: { view: Of<'likes'> }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  type Row = Of<'likes'>['received'][number] | (Of<'likes'>['given'][number] & { new?: undefined });
  const columns: ColumnDef<Row, never>[] = [
    { id: 'who', accessorKey: 'name', header: t('members.colMember'), cell: ({ row }) => person(row.original) },
    {
      accessorKey: 'at',
      header: t('members.colTime'),
      cell: ({ row }) => (
        <span className="text-nowrap">
          {formatDateTimeToMinute(row.original.at, locale)}
          {row.original.new && (
            <Badge bg="danger" className="ms-1">
              {t('members.viewNew')}
            </Badge>
          )}
        </span>
      ),
    },
  ];
  const empty = <p className="small text-body-secondary">{t('members.viewNone')}</p>;
  return (
    <>
      <h3 className="h6">{t('members.viewLikesReceived')}</h3>
      <DataTable columns={columns} data={view.received} caption={t('members.viewLikesReceived')} empty={empty} rowId={(r) => String(r.id)} />
      <h3 className="h6 mt-3">{t('members.viewLikesGiven')}</h3>
      <DataTable columns={columns} data={view.given} caption={t('members.viewLikesGiven')} empty={empty} rowId={(r) => String(r.id)} />
    </>
  );
}

/** The chat list: with whom, when, how much unread; never what was written. */
export function ViewChats({ view }: { view: Of<'chats'> }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const columns: ColumnDef<Of<'chats'>['chats'][number], never>[] = [
    { id: 'who', accessorKey: 'partner.name', header: t('members.colMember'), cell: ({ row }) => person(row.original.partner) },
    {
      accessorKey: 'last_message_at',
      header: t('members.colTime'),
      cell: ({ row }) => <span className="text-nowrap">{formatDateTimeToMinute(row.original.last_message_at, locale)}</span>,
    },
    { accessorKey: 'unread', header: t('members.viewUnread'), meta: { numeric: true }, cell: ({ row }) => row.original.unread },
  ];
  return (
    <>
      <p className="small text-body-secondary">{t('members.viewChatsPrivacy')}</p>
      <DataTable
        columns={columns}
        data={view.chats}
        caption={t('members.viewChats')}
        empty={<p className="small text-body-secondary">{t('members.viewNone')}</p>}
        rowId={(r) => String(r.conversation)}
      />
    </>
  );
}
