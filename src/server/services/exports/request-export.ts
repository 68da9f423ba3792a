import 'server-only';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { dataExports, users, type DataExport } from '../../db/schema';
import { authenticationRequired, tooManyRequests } from '../../errors';
import { mailLinkOrigin } from '../mail/link-origin';
import { exportDto, latestExport } from './view-export';
import { BUILD_EXPORT_JOB, type BuildExportPayload } from './build-export';
import { isLocale } from '@/shared/locale';
import type { ExportStatusDto } from '@/shared/types/data-export';

const HOUR_MS = 3_600_000;

/** The new export row, or 429 within the hour; two requests at once are taken one after the other. */
async function insertExport(ctx: ServiceContext, userId: number): Promise<DataExport> {
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const last = await latestExport({ db: tx }, userId);
    const waitMs = last ? last.createdAt.getTime() + HOUR_MS - ctx.now.getTime() : 0;
    if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000), 'export_rate_limited');
    const [row] = await tx.insert(dataExports).values({ userId, createdAt: ctx.now }).returning();
    return row;
  });
}

/**
 * POST /api/export.php: a new copy of the member's data, built by a job. One request an hour: the
 * archive holds every photo and message, so building it is not free.
 */
export async function requestExport(ctx: ServiceContext): Promise<ExportStatusDto> {
  if (!ctx.actor) throw authenticationRequired();
  const row = await insertExport(ctx, ctx.actor.id);
  const payload: BuildExportPayload = {
    exportId: row.id,
    origin: mailLinkOrigin(ctx),
    locale: isLocale(ctx.actor.language) ? ctx.actor.language : ctx.locale,
    siteName: ctx.site.name,
  };
  await ctx.jobs.enqueue(BUILD_EXPORT_JOB, payload);
  return exportDto(ctx, row);
}
