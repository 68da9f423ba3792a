'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Alert, Badge, Spinner, Table } from 'react-bootstrap';
import type { MemberHitDto } from '@/shared/types/staff-members';
import { useMemberSearch } from '../../api/search-members';
import { formatDateTimeToMinute } from '../../format';

type Props = { q: string; selected: number | null; onSelect: (id: number) => void };

function Row({ member, selected, onSelect }: { member: MemberHitDto; selected: boolean; onSelect: (id: number) => void }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  return (
    <tr className={selected ? 'table-active' : undefined} aria-selected={selected}>
      <td>
        <button type="button" className="btn btn-link p-0 text-start text-break" onClick={() => onSelect(member.id)}>
          {member.email}
        </button>
        <div className="small text-body-secondary">
          #{member.id} · {member.name ?? '–'} · {member.site.domain}
        </div>
      </td>
      <td className="small">
        {member.status === 'confirmed' ? t('members.statusConfirmed') : t('members.statusNotConfirmed')}
        {member.deleted && (
          <Badge bg="secondary" className="ms-1">
            {t('members.deleted')}
          </Badge>
        )}
      </td>
      <td className="small text-nowrap">{formatDateTimeToMinute(member.created_at, locale)}</td>
      <td className="text-end">{member.credits}</td>
    </tr>
  );
}

/** The search's members (at most 25), newest first; choosing one opens the account beside it. */
export function MemberResults({ q, selected, onSelect }: Props) {
  const t = useTranslations('Staff');
  const search = useMemberSearch(q);
  if (search.isPending) return <Spinner size="sm" role="status" aria-label={t('loading')} />;
  if (search.isError) return <Alert variant="danger">{search.error.message}</Alert>;
  if (!search.data.members.length) return <p className="text-body-secondary">{t('members.noResults')}</p>;
  return (
    <Table size="sm" hover responsive aria-label={t('members.resultsLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('members.colMember')}</th>
          <th scope="col">{t('members.colStatus')}</th>
          <th scope="col">{t('members.colCreated')}</th>
          <th scope="col" className="text-end">
            {t('members.colCredits')}
          </th>
        </tr>
      </thead>
      <tbody>
        {search.data.members.map((member) => (
          <Row key={member.id} member={member} selected={member.id === selected} onSelect={onSelect} />
        ))}
      </tbody>
    </Table>
  );
}
