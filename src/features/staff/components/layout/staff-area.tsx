'use client';
import type { ReactNode } from 'react';
import { useStaffMember } from '../../api/session';
import { StaffGate } from './staff-gate';
import { StaffTopBar } from './staff-top-bar';
import styles from '../staff.module.scss';

function WithTopBar({ children }: { children: ReactNode }) {
  const staff = useStaffMember();
  return (
    <>
      {staff && <StaffTopBar staff={staff} />}
      <main id="main" className={`d-flex flex-column ${styles.page}`}>
        {children}
      </main>
    </>
  );
}

/** Every back-office page after login: the session check, then the top bar over the page. */
export function StaffArea({ children }: { children: ReactNode }) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <StaffGate>
        <WithTopBar>{children}</WithTopBar>
      </StaffGate>
    </div>
  );
}
