// GET /api/export-download.php?id=&expires=&signature= – the member's data archive (ZIP) behind a signed link
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { EXPORT_DOWNLOAD_NAME, readExportDownload } from '../../services/exports/read-export-download';
import { mediaAnswer } from '../media-answer';
import { exportDownloadSchema } from '@/shared/schemas/data-export';

export const getExportDownload = factory.createHandlers(async (c) => {
  const media = await readExportDownload(c.get('svc'), parseInput(exportDownloadSchema, c.req.query()));
  return mediaAnswer(c, media, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${EXPORT_DOWNLOAD_NAME}"`,
    'Cache-Control': 'private, no-store',
  });
});
