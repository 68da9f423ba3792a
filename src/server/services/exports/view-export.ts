import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db } from '../../db/client';
import { dataExports, type DataExport } from '../../db/schema';
import { authenticationRequired } from '../../errors';
import { exportDownloadUrl } from './export-link';
import type { ExportStatusDto } from '@/shared/types/data-export';

/** The member's newest export row, whatever its state (it also dates the last request). */
export async function latestExport(ctx: { db: Pick<Db, 'select'> }, userId: number): Promise<DataExport | null> {
  const [row] = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

export function exportDto(ctx: Pick<ServiceContext, 'mediaSigner' | 'now'>, row: DataExport | null): ExportStatusDto {
  if (!row || (row.expiresAt && row.expiresAt <= ctx.now)) return { status: 'none', requested_at: null };
  if (row.status === 'pending' || !row.expiresAt) return { status: 'pending', requested_at: row.createdAt.toISOString() };
  return {
    status: 'ready',
    requested_at: row.createdAt.toISOString(),
    download_url: exportDownloadUrl(ctx.mediaSigner, row.id, ctx.now),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** GET /api/export.php: where the member's copy of their data stands. */
export async function viewExport(ctx: ServiceContext): Promise<ExportStatusDto> {
  if (!ctx.actor) throw authenticationRequired();
  return exportDto(ctx, await latestExport(ctx, ctx.actor.id));
}
