import 'server-only';
import type { ServiceContext } from '../context';
import type { Staff } from '../../db/schema';
import type { StaffSession } from './staff-sessions';

/** A staff request: the site and language of the request, the staff member, never a member actor. */
export type StaffContext = ServiceContext & { actor: null; staff: Staff; staffSession: StaffSession };
