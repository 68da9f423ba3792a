// GET /api/staff/audit.php – the staff audit trail (admins), filterable, with the hash chain's check
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { listAudit } from '../../../services/staff/list-audit';
import { auditQuerySchema } from '@/shared/schemas/staff';

export const getAudit = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await listAudit(ctx, parseInput(auditQuerySchema, c.req.query())));
});
