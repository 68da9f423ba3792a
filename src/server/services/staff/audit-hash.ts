import 'server-only';
import { createHash } from 'node:crypto';

/** The hash the chain starts from: the first row's `prev_hash`. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditFields = {
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  ip: string | null;
  createdAt: Date;
};

/** JSON with object keys sorted at every level: jsonb reorders keys, the hash must not change with it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
}

/** SHA-256 over the previous row's hash and this row's fields: changing or removing a row breaks the next link. */
export function auditHash(prevHash: string, row: AuditFields): string {
  const { staffId, action, targetType, targetId, before, after, reason, ip, createdAt } = row;
  return createHash('sha256').update(prevHash).update(canonical({ staffId, action, targetType, targetId, before, after, reason, ip, createdAt })).digest('hex');
}
