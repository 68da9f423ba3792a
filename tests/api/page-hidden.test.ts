import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { signUpMember } from '../factories/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/page-hidden.php', () => {
  it('takes the beacon of a member with 204 and no body', async () => {
    const { agent } = await signUpMember(t);
    const res = await agent.post('/api/page-hidden.php', {});
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('takes the beacon of a visitor too', async () => {
    const res = await t.agent().post('/api/page-hidden.php', {}, { origin: 'http://localhost' });
    expect(res.status).toBe(204);
  });
});
