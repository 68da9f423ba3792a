import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

/** GET /api/member.php?id= and the /members/[id] page: the member to show. */
export const memberIdSchema = z.object({ id: idParam });
