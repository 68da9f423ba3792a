import { randomUUID } from 'node:crypto';
import { createStaff } from '@/server/services/staff/staff-accounts';
import { currentCode } from '@/server/services/staff/totp';
import type { StaffRole } from '@/shared/staff/roles';
import type { StaffDto } from '@/shared/types/staff';
import type { TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { bodyOf } from './http';

export type TestStaff = { id: number; email: string; password: string; secret: string };

/** The secret of an enrolment URI, as an authenticator app reads it. */
export const secretOf = (uri: string): string => new URL(uri).searchParams.get('secret') ?? '';

/** A staff member as `npm run staff -- add` makes one, with the password and TOTP secret kept for logging in. */
export async function addStaff(t: TestApp, role: StaffRole, scope: { sites?: string[]; languages?: string[] } = {}): Promise<TestStaff> {
  const email = `${role}-${randomUUID().slice(0, 8)}@staff.example`;
  const password = 'staff-password-1234';
  const created = await createStaff(t.db, { email, role, password, siteDomains: scope.sites ?? [], languages: scope.languages ?? [] }, new Date());
  return { id: created.staff.id, email, password, secret: secretOf(created.otpauthUri) };
}

/** The code the staff member's app shows now (or `stepsAhead` periods later: the next code). */
export const codeOf = (member: TestStaff, stepsAhead = 0): string => currentCode(member.secret, member.email, new Date(Date.now() + stepsAhead * 30_000));

export function staffLoginRequest(agent: Agent, member: TestStaff, otp = codeOf(member)): Promise<Response> {
  return agent.post('/api/staff/session.php', { email: member.email, password: member.password, otp });
}

/** A browser logged in to the back office as this staff member. */
export async function staffAgent(t: TestApp, member: TestStaff, agent: Agent = t.agent()): Promise<Agent> {
  const res = await staffLoginRequest(agent, member);
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${await res.text()}`);
  await bodyOf<{ staff: StaffDto }>(res);
  return agent;
}
