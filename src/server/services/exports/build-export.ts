import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Container } from '../../container';
import { dataExports, profiles, users } from '../../db/schema';
import { sendTemplateMail } from '../mail/send-mail';
import { collectExportData, type ExportData } from './collect-export-data';
import { writeExportFile } from './export-files';
import { stagedKey } from '../photos/photo-files';
import type { Locale } from '@/shared/constants';

export const BUILD_EXPORT_JOB = 'build-data-export';
export const EXPORT_DAYS = 7;

export type BuildExportPayload = { exportId: number; origin: string; locale: Locale; siteName: string };

async function folderOf(storage: Container['storage'], names: string[]): Promise<Zippable> {
  const folder: Zippable = {};
  for (const file of names) {
    // A chat photo is read before its files were renamed after the commit only in a race; both names count.
    const bytes = (await storage.get(file)) ?? (await storage.get(stagedKey(file)));
    // JPEGs are compressed already.
    if (bytes) folder[file] = [new Uint8Array(bytes), { level: 0 }];
  }
  return folder;
}

async function zipOf(storage: Container['storage'], data: ExportData): Promise<Uint8Array> {
  const files: Zippable = {};
  for (const [name, value] of Object.entries(data.json)) files[name] = strToU8(JSON.stringify(value, null, 2));
  files['photos'] = await folderOf(storage, data.photoFiles);
  // messages.json names each chat photo by file; the file itself is here.
  files['chat-photos'] = await folderOf(storage, data.chatPhotoFiles);
  return zipSync(files);
}

/**
 * The job: builds the archive, marks the export ready for a week and mails the member. A retry after
 * a crash writes a new file; the sweep removes the one no row names.
 */
export async function buildExport(c: Pick<Container, 'db' | 'storage' | 'mailer'>, payload: BuildExportPayload, now = new Date()): Promise<void> {
  const [row] = await c.db.select().from(dataExports).where(eq(dataExports.id, payload.exportId));
  if (!row || row.status !== 'pending') return;
  const data = await collectExportData(c.db, row.userId);
  if (!data) return;
  const file = `export-${randomUUID()}.zip`;
  await writeExportFile(c.storage, file, await zipOf(c.storage, data));
  const expiresAt = new Date(now.getTime() + EXPORT_DAYS * 86_400_000);
  // A file no row names (the member left meanwhile) is removed by the photo sweep.
  const updated = await c.db.update(dataExports).set({ status: 'ready', file, expiresAt }).where(eq(dataExports.id, row.id)).returning({ id: dataExports.id });
  if (updated.length === 0) return;
  const [member] = await c.db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, row.userId));
  if (!member) return;
  await sendTemplateMail({ mailer: c.mailer, siteName: payload.siteName }, member.email, payload.locale, 'dataExport', {
    name: member.name,
    link: `${payload.origin}/notifications`,
  });
}
