import 'server-only';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { staffAudit } from '../../db/schema';
import { auditHash, GENESIS_HASH, type AuditFields } from './audit-hash';
import type { ChainCheck } from '@/shared/types/staff';

/** Every audit write takes this transaction lock, so the chain has one order and no forks. */
const AUDIT_CHAIN_LOCK = 5_120_774_031;
const VERIFY_PAGE = 1000;

export type AuditEntry = Omit<AuditFields, 'createdAt' | 'before' | 'after' | 'reason' | 'targetId' | 'ip'> & {
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  ip?: string | null;
};

/** Appends one audit row in the caller's transaction (the change and its record commit together). */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx.select({ hash: staffAudit.hash }).from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
  const prevHash = last?.hash ?? GENESIS_HASH;
  const fields: AuditFields = {
    staffId: entry.staffId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
    createdAt: now,
  };
  await tx.insert(staffAudit).values({ ...fields, prevHash, hash: auditHash(prevHash, fields) });
}

/** Walks the whole chain: the first row whose link or content does not match is where it broke. */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  let prevHash = GENESIS_HASH;
  let afterId = 0;
  let rows = 0;
  for (;;) {
    const page = await db.select().from(staffAudit).where(gt(staffAudit.id, afterId)).orderBy(asc(staffAudit.id)).limit(VERIFY_PAGE);
    for (const row of page) {
      if (row.prevHash !== prevHash || auditHash(prevHash, row) !== row.hash) return { ok: false, rows, broken_at: row.id };
      prevHash = row.hash;
      rows += 1;
    }
    if (page.length < VERIFY_PAGE) return { ok: true, rows, broken_at: null };
    afterId = page[page.length - 1].id;
  }
}
