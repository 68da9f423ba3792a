import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { dataExports } from '../../db/schema';
import { authenticationRequired, notFound } from '../../errors';
import { isStoredId } from '../ids';
import { readExportFile } from './export-files';
import { verifyExportLink, type ExportLink } from './export-link';

/**
 * The archive behind a signed link, for its own member only: a link of another member, an expired
 * link or an expired export is a plain 404.
 */
export async function readExportDownload(ctx: ServiceContext, link: ExportLink): Promise<Buffer> {
  if (!ctx.actor) throw authenticationRequired();
  if (!isStoredId(link.id) || !verifyExportLink(ctx.mediaSigner, link, ctx.now)) throw notFound();
  const [row] = await ctx.db
    .select({ file: dataExports.file })
    .from(dataExports)
    .where(and(eq(dataExports.id, link.id), eq(dataExports.userId, ctx.actor.id), eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, ctx.now)));
  const data = row?.file ? await readExportFile(ctx.storage, row.file) : null;
  if (!data) throw notFound();
  return data;
}
