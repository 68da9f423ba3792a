import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { dataExports } from '../../db/schema';
import { authenticationRequired, notFound } from '../../errors';
import { isStoredId } from '../ids';
import { EXPORT_FILE } from './export-files';
import { openStored, type StoredMedia } from '../photos/stored-media';
import { verifyExportLink, type ExportLink } from './export-link';

/** The archive's name in the member's browser. */
export const EXPORT_DOWNLOAD_NAME = 'my-data.zip';

/**
 * The archive behind a signed link, for its own member only: a link of another member, an expired
 * link or an expired export is a plain 404.
 */
export async function readExportDownload(ctx: ServiceContext, link: ExportLink): Promise<StoredMedia> {
  if (!ctx.actor) throw authenticationRequired();
  if (!isStoredId(link.id) || !verifyExportLink(ctx.mediaSigner, link, ctx.now)) throw notFound();
  const [row] = await ctx.db
    .select({ file: dataExports.file })
    .from(dataExports)
    .where(and(eq(dataExports.id, link.id), eq(dataExports.userId, ctx.actor.id), eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, ctx.now)));
  const file = row?.file && EXPORT_FILE.test(row.file) ? row.file : null;
  const media = file ? await openStored(ctx.storage, file, { now: ctx.now, downloadAs: EXPORT_DOWNLOAD_NAME }) : null;
  if (!media) throw notFound();
  return media;
}
