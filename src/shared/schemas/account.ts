import './zod-config';
import { z } from 'zod';
import { DELETION_REASONS, DELETION_REMARKS_MAX } from '../constants';

/** POST /api/delete-account.php: why (§3), the member's own words (required for `other`) and the password. */
export const deleteAccountSchema = z
  .object({
    reason: z.enum(DELETION_REASONS, { error: 'chooseOption' }),
    remarks: z.string({ error: 'invalidField' }).trim().max(DELETION_REMARKS_MAX, { error: 'tooLong' }).optional().default(''),
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
  })
  .refine((v) => v.reason !== 'other' || v.remarks.length > 0, { error: 'required', path: ['remarks'] });
