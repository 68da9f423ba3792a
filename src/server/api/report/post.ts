// POST /api/report.php – report a profile to moderation ({ profile, reason, text })
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { reportMember } from '../../services/reports/report-member';
import { reportSchema } from '@/shared/schemas/safety';

export const postReport = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await reportMember(ctx, parseInput(reportSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
