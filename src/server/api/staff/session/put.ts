// PUT /api/staff/session.php {otp} | {passkey} – a fresh second factor, for money and ban actions (older than 10 minutes)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { confirmCode } from '../../../services/staff/step-up';
import { staffCodeSchema } from '@/shared/schemas/staff';

export const putStaffSession = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  await confirmCode(ctx, parseInput(staffCodeSchema, await readJson(c.req)));
  return c.json({ ok: true, code_checked_at: ctx.now.toISOString() });
});
