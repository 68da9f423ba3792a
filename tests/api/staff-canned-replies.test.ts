import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { addStaff, staffAgent } from '../factories/staff';
import { cannedReplies, staffAudit } from '@/server/db/schema';
import { CANNED_TEXT_MAX, CANNED_TITLE_MAX } from '@/shared/schemas/staff';
import type { CannedRepliesDto } from '@/shared/types/staff';

const OTHER_SITE = 'other.localhost';
const URL = '/api/staff/canned-replies.php';
let t: TestApp;
let admin: Agent;
let adminId: number;

const greeting = { site: DEFAULT_HOST, language: 'nl', title: 'Begroeting', text: 'Hoi! Leuk dat je me schrijft.' };

async function created(agent: Agent, body: Record<string, unknown> = greeting): Promise<number> {
  const res = await agent.post(URL, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await bodyOf<{ reply: { id: number } }>(res)).reply.id;
}

const auditOf = (id: number, action: string) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, 'canned_reply'), eq(staffAudit.targetId, String(id)), eq(staffAudit.action, action)));

beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  const member = await addStaff(t, 'admin');
  adminId = member.id;
  admin = await staffAgent(t, member);
});
afterAll(() => t.close());

describe('/api/staff/canned-replies.php as an admin', () => {
  it('creates a reply with one audit row holding what it says', async () => {
    const id = await created(admin);
    const [row] = await t.db.select().from(cannedReplies).where(eq(cannedReplies.id, id));
    expect(row).toMatchObject({ language: 'nl', title: 'Begroeting', text: greeting.text });
    const audit = await auditOf(id, 'canned.create');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: adminId, before: null, after: { language: 'nl', title: 'Begroeting', text: greeting.text } });
  });

  it('edits only the fields sent, with before and after in the audit', async () => {
    const id = await created(admin);
    expect((await admin.put(URL, { id, title: 'Welkom' })).status).toBe(200);
    const [row] = await t.db.select().from(cannedReplies).where(eq(cannedReplies.id, id));
    expect(row).toMatchObject({ title: 'Welkom', text: greeting.text });
    const [audit] = await auditOf(id, 'canned.update');
    expect(audit.before).toMatchObject({ title: 'Begroeting' });
    expect(audit.after).toMatchObject({ title: 'Welkom', text: greeting.text });
  });

  it('deletes a reply, keeping its words in the audit; a second delete is 404', async () => {
    const id = await created(admin);
    expect((await admin.delete(URL, { id })).status).toBe(200);
    expect(await t.db.select().from(cannedReplies).where(eq(cannedReplies.id, id))).toEqual([]);
    const [audit] = await auditOf(id, 'canned.delete');
    expect(audit.before).toMatchObject({ title: 'Begroeting', text: greeting.text });
    expect((await admin.delete(URL, { id })).status).toBe(404);
    expect((await admin.put(URL, { id, title: 'Weg' })).status).toBe(404);
  });

  it('refuses bad input field by field, in the caller’s language, and never with a 500', async () => {
    const res = await admin.post(URL, {
      site: 'nowhere.example',
      language: 'xx',
      title: 'x'.repeat(CANNED_TITLE_MAX + 1),
      text: 'y'.repeat(CANNED_TEXT_MAX + 1),
    });
    expect(res.status).toBe(422);
    const { fields } = await errorOf(res);
    expect(Object.keys(fields ?? {}).sort()).toEqual(['language', 'text', 'title']);
    admin.cookies.set('NEXT_LOCALE', 'en');
    const unknownSite = await admin.post(URL, { ...greeting, site: 'nowhere.example' });
    expect(unknownSite.status).toBe(422);
    expect((await errorOf(unknownSite)).fields).toEqual({ site: 'Choose one of your sites.' });
    admin.cookies.set('NEXT_LOCALE', 'de');
    const german = await admin.post(URL, { ...greeting, title: ' ', text: 'z'.repeat(CANNED_TEXT_MAX + 1) });
    admin.cookies.delete('NEXT_LOCALE');
    expect((await errorOf(german)).fields).toEqual({
      title: 'Gib der Antwort einen Titel.',
      text: `Die Antwort darf höchstens ${CANNED_TEXT_MAX.toLocaleString('de')} Zeichen lang sein.`,
    });
    for (const body of [null, [], 'text', { id: 'abc' }, { id: 1, title: 5 }]) {
      expect((await admin.put(URL, body as never)).status).toBeLessThan(500);
    }
    expect((await admin.get(`${URL}?language=xx`)).status).toBe(422);
  });
});

describe('/api/staff/canned-replies.php by role and scope', () => {
  it('shows operators the replies of their own site and language only', async () => {
    const own = await created(admin, { ...greeting, site: OTHER_SITE, language: 'de', title: 'Hallo' });
    const foreign = await created(admin);
    const operator = await staffAgent(t, await addStaff(t, 'operator', { sites: [OTHER_SITE], languages: ['de'] }));
    const list = await bodyOf<CannedRepliesDto>(await operator.get(URL));
    expect(list.replies.map((r) => r.id)).toContain(own);
    expect(list.replies.map((r) => r.id)).not.toContain(foreign);
    expect(list.sites.map((s) => s.domain)).toEqual([OTHER_SITE]);
    expect(list.languages).toEqual(['de']);
    expect((await operator.get(`${URL}?site=${DEFAULT_HOST}`)).status).toBe(404);
    expect((await operator.get(`${URL}?language=nl`)).status).toBe(404);
    expect((await operator.get(`${URL}?site=${OTHER_SITE}&language=de`)).status).toBe(200);
  });

  it('lets operators read but not change; support and moderators get 403, visitors and members 401', async () => {
    const id = await created(admin);
    const operator = await staffAgent(t, await addStaff(t, 'operator'));
    expect((await operator.get(URL)).status).toBe(200);
    expect((await operator.post(URL, greeting)).status).toBe(403);
    expect((await operator.put(URL, { id, title: 'Gekaapt' })).status).toBe(403);
    expect((await operator.delete(URL, { id })).status).toBe(403);
    for (const role of ['support', 'moderator'] as const) {
      const agent = await staffAgent(t, await addStaff(t, role));
      expect((await agent.get(URL)).status).toBe(403);
      expect((await agent.post(URL, greeting)).status).toBe(403);
    }
    const member = (await loggedInMember(t)).agent;
    for (const agent of [t.agent(), member]) {
      expect((await agent.get(URL)).status).toBe(401);
      expect((await agent.post(URL, greeting)).status).toBe(401);
      expect((await agent.delete(URL, { id })).status).toBe(401);
    }
    const [row] = await t.db.select().from(cannedReplies).where(eq(cannedReplies.id, id));
    expect(row.title).toBe('Begroeting');
  });
});
