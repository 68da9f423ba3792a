import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf } from '../factories/http';
import type { InterestDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function interests(headers?: Record<string, string>): Promise<InterestDto[]> {
  const res = await t.agent().get('/api/interests.php', headers);
  expect(res.status).toBe(200);
  return (await bodyOf<{ interests: InterestDto[] }>(res)).interests;
}

describe('GET /api/interests.php', () => {
  it('lists the 50 interests of §3, each with an icon and a Dutch name', async () => {
    const list = await interests();
    expect(list).toHaveLength(50);
    expect(new Set(list.map((i) => i.slug)).size).toBe(50);
    for (const interest of list) {
      expect(interest.icon, interest.slug).toMatch(/^[a-z0-9-]+$/);
      expect(interest.name, interest.slug).not.toMatch(/^Interests\./);
    }
    expect(list.find((i) => i.slug === 'beach')).toMatchObject({ name: 'Strand', icon: 'umbrella' });
    expect(list.find((i) => i.slug === 'exchanging_pictures')?.name).toBe('Foto’s uitwisselen');
    expect(list.find((i) => i.slug === 'video_games')?.name).toBe('Videogames');
  });

  it('sorts the interests by their Dutch name', async () => {
    const names = (await interests()).map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(names[0]).toBe('Anale seks');
  });

  it('may be cached by the browser for an hour, but not by shared caches, since the language varies', async () => {
    const res = await t.agent().get('/api/interests.php');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
  });
});
