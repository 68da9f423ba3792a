import { faker } from '@faker-js/faker';
import { expect } from 'vitest';
import type { TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import type { UserDto } from '@/shared/types/api';
import { dateOfBirthForAge } from './dates';
import { bodyOf } from './http';
import { DEFAULT_PASSWORD, insertMember, uniqueEmail, type MemberOverrides } from './members';

export type SignupBody = {
  email: string;
  name: string;
  password: string;
  date_of_birth: string;
  terms: boolean;
  gender?: 'male' | 'female';
  looking_for_gender?: 'male' | 'female';
  signup_message?: string;
  ignore_email_suggestion?: boolean;
  network?: string;
  /** The browser's IANA time zone. */
  time_zone?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
};

/** What a member fills in on the signup form; every field can be overridden. */
export function signupForm(overrides: Partial<SignupBody> = {}): SignupBody {
  return {
    email: uniqueEmail('signup'),
    name: faker.person.firstName().slice(0, 30),
    password: DEFAULT_PASSWORD,
    date_of_birth: dateOfBirthForAge(30),
    terms: true,
    ...overrides,
  };
}

export type SignedUpMember = { agent: Agent; email: string; password: string; user: UserDto };

/** Signs up through POST /api/signup.php in a browser of its own; that browser stays logged in. */
export async function signUpMember(
  t: TestApp,
  overrides: Partial<SignupBody> = {},
  options: { host?: string; activate?: boolean } = {},
): Promise<SignedUpMember> {
  // A visitor of its own: signups are limited per address.
  const agent = t.agent(options.host, { ip: t.newIp() });
  const form = signupForm(overrides);
  const res = await agent.post('/api/signup.php', form);
  expect(res.status, await res.clone().text()).toBe(201);
  const { user } = await bodyOf<{ user: UserDto }>(res);
  if (options.activate) await openActivationLink(t, agent, form.email);
  return { agent, email: form.email, password: form.password, user };
}

/** Follows the link of the newest activation mail to this address in the given browser. */
export async function openActivationLink(t: TestApp, agent: Agent, email: string): Promise<Response> {
  const link = new URL(t.mail.linkFor(email));
  return agent.get(link.pathname + link.search);
}

/** A fresh browser logged in through POST /api/user.php. */
export async function loginAs(t: TestApp, member: { email: string; password: string }, host?: string): Promise<Agent> {
  const agent = t.agent(host);
  const res = await agent.post('/api/user.php', { email: member.email, password: member.password });
  expect(res.status, await res.clone().text()).toBe(200);
  return agent;
}

/** A member inserted straight into the database and logged in, with the browser they use. */
export async function loggedInMember(t: TestApp, overrides: MemberOverrides = {}) {
  const member = await insertMember(t.db, overrides);
  return { ...member, agent: await loginAs(t, member) };
}
