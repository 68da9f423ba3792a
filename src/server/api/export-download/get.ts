// GET /api/export-download.php?id=&expires=&signature= – the member's data archive (ZIP) behind a signed link
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { readExportDownload } from '../../services/exports/read-export-download';
import { exportDownloadSchema } from '@/shared/schemas/data-export';

export const getExportDownload = factory.createHandlers(async (c) => {
  const data = await readExportDownload(c.get('svc'), parseInput(exportDownloadSchema, c.req.query()));
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': 'attachment; filename="my-data.zip"',
    'Cache-Control': 'private, no-store',
  });
});
