import type { ReactNode } from 'react';
import { StaffArea } from '@/features/staff/components/layout/staff-area';

/** The pages behind the staff login. */
export default function StaffAreaLayout({ children }: { children: ReactNode }) {
  return <StaffArea>{children}</StaffArea>;
}
