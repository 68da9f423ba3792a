'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { MemberDetailDto } from '@/shared/types/staff-members';
import { formatDateTimeToMinute } from '../../format';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 fw-normal text-body-secondary">{label}</dt>
      <dd className="col-sm-8 mb-1">{children}</dd>
    </>
  );
}

/** The notification kinds the member turned off on /notifications (only changes from "all on" are stored). */
const offByChoice = (prefs: Record<string, boolean>) =>
  Object.entries(prefs)
    .filter(([, on]) => !on)
    .map(([kind]) => kind);

/** Account, profile, sessions, mail and direct-debit state as stored, one line each. */
export function MemberAccount({ member }: { member: MemberDetailDto }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDateTimeToMinute(iso, locale) : t('members.never'));
  const { account, profile, notifications } = member;
  return (
    <dl className="row small mb-0">
      <Item label={t('members.memberNumber')}>
        #{account.id} · {account.site.domain}
      </Item>
      <Item label={t('members.colStatus')}>{account.status === 'confirmed' ? t('members.statusConfirmed') : t('members.statusNotConfirmed')}</Item>
      <Item label={t('members.language')}>{account.language ?? '–'}</Item>
      <Item label={t('members.colCreated')}>{when(account.created_at)}</Item>
      <Item label={t('members.lastLogin')}>{when(account.last_login_at)}</Item>
      {account.deleted_at && <Item label={t('members.deleted')}>{when(account.deleted_at)}</Item>}
      <Item label={t('members.profile')}>
        {profile
          ? t('members.profileLine', { name: profile.name, age: profile.age, place: profile.region ?? profile.country ?? '–', photos: profile.photos })
          : '–'}
      </Item>
      <Item label={t('members.sessions')}>{member.open_sessions}</Item>
      <Item label={t('members.mail')}>
        {notifications.disabled.length ? t('members.mailStopped', { kinds: notifications.disabled.join(', ') }) : t('members.mailNormal')}
      </Item>
      <Item label={t('members.mailChoices')}>{offByChoice(notifications.prefs).join(', ') || t('members.mailChoicesDefault')}</Item>
      <Item label={t('members.push')}>
        {t('members.pushLine', { count: notifications.push_subscriptions })}
        {notifications.push_denied_at && ` · ${t('members.pushDenied', { when: when(notifications.push_denied_at) })}`}
      </Item>
      <Item label={t('members.reports')}>
        {t('members.reportsLine', { open: member.reports.against_open, total: member.reports.against_total, made: member.reports.made })}
      </Item>
      <Item label={t('members.directDebit')}>{member.direct_debit?.barred ? t('members.directDebitBarred') : t('members.directDebitAllowed')}</Item>
    </dl>
  );
}
