import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

/** GET /api/export-download.php: the signed link handed out by GET /api/export.php. */
export const exportDownloadSchema = z.object({
  id: idParam,
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(200),
});
