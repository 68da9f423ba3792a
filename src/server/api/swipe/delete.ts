// DELETE /api/swipe.php – take back a pass in the swipe game ({ profile }); the card comes back
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { undoPass } from '../../services/swipe/undo-pass';
import { undoPassSchema } from '@/shared/schemas/swipe';

export const deleteSwipe = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await undoPass(ctx, parseInput(undoPassSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
