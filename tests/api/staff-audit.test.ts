import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { grantCredits, sentText } from '../factories/chat';
import { addStaff, staffAgent } from '../factories/staff';
import { memberNotes, staffAudit, users } from '@/server/db/schema';
import { eraseDeletedAccounts } from '@/server/services/account/erase-deleted-accounts';
import type { AuditEntryDto } from '@/shared/types/staff';

type AuditPage = { items: AuditEntryDto[]; chain: { ok: boolean; rows: number; broken_at: number | null }; next_before: number | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function auditOf(query = ''): Promise<AuditPage> {
  const admin = await staffAgent(t, await addStaff(t, 'admin'));
  const res = await admin.get(`/api/staff/audit.php${query}`);
  expect(res.status).toBe(200);
  return bodyOf<AuditPage>(res);
}

describe('the staff audit trail', () => {
  it('records each staff action with who, what and from where, newest first', async () => {
    const profile = await insertMember(t.db, { profile: { isFictional: true }, user: { status: 'confirmed' } });
    const member = await loggedInMember(t, { user: { paidUser: true, status: 'confirmed' } });
    await grantCredits(t.db, member.id, 20);
    const { conversation } = await sentText(member.agent, profile.id, 'Hoi');
    const operator = await addStaff(t, 'operator');
    const agent = await staffAgent(t, operator, t.agent(undefined, { ip: '198.51.100.7' }));
    await agent.post('/api/staff/inbox-claim.php', { conversation: conversation.id });
    await agent.post('/api/staff/inbox-reply.php', { conversation: conversation.id, text: 'Hallo!', nonce: crypto.randomUUID() });
    const { items, chain } = await auditOf(`?staff=${operator.id}`);
    expect(items.map((i) => i.action)).toEqual(['inbox.reply', 'inbox.claim', 'staff.login']);
    expect(items[0]).toMatchObject({
      staff: { id: operator.id, email: operator.email },
      target_type: 'conversation',
      target_id: String(conversation.id),
      ip: '198.51.100.7',
    });
    expect(chain.ok).toBe(true);
  });

  it('names the command line for staff created there, and filters by action', async () => {
    const created = await addStaff(t, 'support');
    const { items } = await auditOf(`?action=staff.create&target_id=${created.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ staff: null, action: 'staff.create', after: { email: created.email, role: 'support' } });
  });

  it('outlives a member’s erasure, naming them by id only; the operators’ notes about them go', async () => {
    const member = await loggedInMember(t);
    const agent = await staffAgent(t, await addStaff(t, 'operator'));
    expect((await agent.post('/api/staff/member-notes.php', { member: member.id, text: 'Woont in Zwolle' })).status).toBe(201);
    await t.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(users.id, member.id));
    expect(await eraseDeletedAccounts(t.container, new Date())).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(memberNotes).where(eq(memberNotes.memberId, member.id))).toEqual([]);
    const { items, chain } = await auditOf(`?target_type=member&target_id=${member.id}`);
    expect(items.map((i) => i.action)).toEqual(['member_note.add']);
    expect(JSON.stringify(items)).not.toContain(member.email);
    expect(JSON.stringify(items)).not.toContain('Zwolle');
    expect(chain.ok).toBe(true);
  });

  it('refuses to change or remove a row', async () => {
    await addStaff(t, 'operator');
    const refusal = (work: Promise<unknown>) =>
      work.then(
        () => 'changed',
        (err: Error) => String(err.cause ?? err.message),
      );
    expect(await refusal(t.db.update(staffAudit).set({ action: 'nothing' }))).toMatch(/staff_audit is append-only/);
    expect(await refusal(t.db.delete(staffAudit))).toMatch(/staff_audit is append-only/);
  });

  it('shows where the chain breaks when someone with database access removes a row anyway', async () => {
    await addStaff(t, 'operator');
    await addStaff(t, 'operator');
    const [victim, next] = await t.db
      .select()
      .from(staffAudit)
      .orderBy(sql`${staffAudit.id} desc`)
      .limit(2)
      .then((rows) => [rows[1], rows[0]]);
    await t.db.execute(sql`alter table staff_audit disable trigger staff_audit_no_change`);
    await t.db.delete(staffAudit).where(eq(staffAudit.id, victim.id));
    await t.db.execute(sql`alter table staff_audit enable trigger staff_audit_no_change`);
    const { chain } = await auditOf();
    expect(chain).toMatchObject({ ok: false, broken_at: next.id });
  });
});
