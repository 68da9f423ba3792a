// POST /api/complaint.php – a notice from anyone to moderation ({ what, where, why, text, email? }) → { reference }
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { fileNotice } from '../../services/reports/file-notice';
import { complaintSchema } from '@/shared/schemas/complaint';

export const postComplaint = factory.createHandlers(async (c) => {
  const receipt = await fileNotice(c.get('svc'), parseInput(complaintSchema, await readJson(c.req)));
  return c.json(receipt, 201);
});
