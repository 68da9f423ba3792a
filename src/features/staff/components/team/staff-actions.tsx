'use client';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import type { StaffMemberDto } from '@/shared/types/staff';

export type StaffAction = 'edit' | 'disable' | 'enable' | 'resetOtp';

type Props = { member: StaffMemberDto; self: boolean; busy: boolean; onAction: (action: StaffAction) => void };

/** Edit, disable or enable, reset two-factor; an admin can neither disable nor reset themselves (the server refuses both too). */
export function StaffActions({ member, self, busy, onAction }: Props) {
  const t = useTranslations('Staff');
  const label = (key: 'edit' | 'disable' | 'enable' | 'resetOtp') => t(`team.${key}For`, { email: member.email });
  return (
    <div className="d-inline-flex gap-1">
      <Button size="sm" variant="outline-primary" disabled={busy} aria-label={label('edit')} title={label('edit')} onClick={() => onAction('edit')}>
        <i className="bi bi-pencil" aria-hidden />
        <span className="d-none d-xl-inline ms-1">{t('team.edit')}</span>
      </Button>
      {member.disabled ? (
        <Button size="sm" variant="outline-success" disabled={busy} aria-label={label('enable')} title={label('enable')} onClick={() => onAction('enable')}>
          <i className="bi bi-person-check" aria-hidden />
          <span className="d-none d-xl-inline ms-1">{t('team.enable')}</span>
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline-danger"
          disabled={busy || self}
          aria-label={label('disable')}
          title={label('disable')}
          onClick={() => onAction('disable')}
        >
          <i className="bi bi-person-slash" aria-hidden />
          <span className="d-none d-xl-inline ms-1">{t('team.disable')}</span>
        </Button>
      )}
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={busy || self}
        aria-label={label('resetOtp')}
        title={label('resetOtp')}
        onClick={() => onAction('resetOtp')}
      >
        <i className="bi bi-shield-lock" aria-hidden />
        <span className="d-none d-xl-inline ms-1">{t('team.resetOtp')}</span>
      </Button>
    </div>
  );
}
