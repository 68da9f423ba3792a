'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Badge, Table } from 'react-bootstrap';
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

function Row({ member, self, busy, onAction }: { member: StaffMemberDto; self: boolean; busy: boolean; onAction: Props['onAction'] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const everything = member.role === 'admin';
  return (
    <tr className={member.disabled ? styles.disabledRow : undefined}>
      <td className={styles.email}>
        <BreakableEmail email={member.email} />
        {self && <span className="text-body-secondary small ms-1 text-nowrap">({t('team.you')})</span>}
      </td>
      <td>{t(`roles.${member.role}`)}</td>
      <td className="small">{everything || !member.sites.length ? <em className="text-nowrap">{t('team.allSites')}</em> : member.sites.join(', ')}</td>
      <td className="small">
        {everything || !member.languages.length ? (
          <em className="text-nowrap">{t('team.allLanguages')}</em>
        ) : (
          member.languages.map((l) => languageName(l as Locale)).join(', ')
        )}
      </td>
      <td>
        {member.disabled ? (
          <Badge bg="light" text="dark" className="border">
            {t('team.disabled')}
          </Badge>
        ) : (
          <Badge bg="success">{t('team.active')}</Badge>
        )}
      </td>
      <td className="small text-nowrap">{member.last_login_at ? formatDateTimeToMinute(member.last_login_at, locale) : t('team.never')}</td>
      <td className="text-end text-nowrap">
        <StaffActions member={member} self={self} busy={busy} onAction={(action) => onAction(action, member)} />
      </td>
    </tr>
  );
}

/** Every staff member: role, scope, status and last login, with the admin's actions per row. */
export function StaffTable({ staff, selfId, busyId, onAction }: Props) {
  const t = useTranslations('Staff');
  if (staff.length === 0) return <p className="text-body-secondary">{t('team.empty')}</p>;
  return (
    <Table responsive hover size="sm" className="bg-white align-middle mb-0" aria-label={t('team.tableLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('team.email')}</th>
          <th scope="col">{t('team.role')}</th>
          <th scope="col">{t('team.sites')}</th>
          <th scope="col">{t('team.languages')}</th>
          <th scope="col">{t('team.status')}</th>
          <th scope="col">{t('team.lastLogin')}</th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">{t('team.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {staff.map((member) => (
          <Row key={member.id} member={member} self={member.id === selfId} busy={busyId === member.id} onAction={onAction} />
        ))}
      </tbody>
    </Table>
  );
}
