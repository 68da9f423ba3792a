import 'server-only';
import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../middleware/request-context';
import { findStaffSession } from '../../services/staff/staff-sessions';
import { staffLoginRequired } from '../../services/staff/access';
import type { StaffContext } from '../../services/staff/staff-context';
import { readStaffCookie } from './staff-cookie';

export const staffFactory = createFactory<AppEnv>();

/**
 * The staff context of a request: the staff cookie's session, with no member actor even when the
 * browser also carries a member session (a member cookie is worth nothing here). 401 without one.
 */
export async function requireStaffSession(c: Context<AppEnv>): Promise<StaffContext> {
  const ctx = await optionalStaffSession(c);
  if (!ctx) throw staffLoginRequired();
  return ctx;
}

/** The staff context when the request carries a live staff session, else null (before login). */
export async function optionalStaffSession(c: Context<AppEnv>): Promise<StaffContext | null> {
  const svc = c.get('svc');
  const token = readStaffCookie(c);
  const session = token ? await findStaffSession(svc.db, token, svc.now) : null;
  return session ? { ...svc, actor: null, staff: session.staff, staffSession: session } : null;
}
