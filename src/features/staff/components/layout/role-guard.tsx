'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import type { StaffRole } from '@/shared/staff/roles';
import { useStaffMember } from '../../api/session';

/** Admins may everything; the others only the pages of their role (the API checks again). */
export function canSee(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'admin' || roles.includes(role);
}

/** A page for some roles only: the others read that their role has no access. */
export function RoleGuard({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const t = useTranslations('Staff');
  const staff = useStaffMember();
  if (!staff) return null;
  if (!canSee(staff.role, roles))
    return (
      <Alert variant="warning" className="m-3">
        {t('noAccess')}
      </Alert>
    );
  return children;
}
