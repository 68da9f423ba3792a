import { redirect } from 'next/navigation';
import { STAFF_INBOX } from '@/features/staff/paths';

/** /staff: the inbox is where the work is. */
export default function Page() {
  redirect(STAFF_INBOX);
}
