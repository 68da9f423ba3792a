// POST /api/appeal.php – the member's one appeal against a decision ({ reference, text, token? }; logged in or with the mail's token)
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { appeal } from '../../services/moderation/appeal';
import { appealSchema } from '@/shared/schemas/moderation-decisions';

export const postAppeal = factory.createHandlers(async (c) => c.json(await appeal(c.get('svc'), parseInput(appealSchema, await readJson(c.req))), 201));
