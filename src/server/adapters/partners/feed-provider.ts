import 'server-only';
import { z } from 'zod';
import type { PartnerProfile, PartnerProvider, PartnerRequest } from './partner-provider';

export type FeedOptions = {
  url: string;
  key?: string;
  /** A slow feed must not hold search up: past this the page shows members only. */
  timeoutMs?: number;
  /** How long one answer is reused for the same question; 0 asks every time. */
  cacheMs?: number;
  now?: () => number;
};

const https = z.string().url().max(1000).startsWith('https://');

// One entry of the feed (docs/operations.md, "Partner tiles"). An entry that does not fit is left out
// rather than failing the whole answer: one partner's typo must not empty every page.
const entrySchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: z.string().trim().min(1).max(60),
  age: z.number().int().min(18).max(99).nullable().optional(),
  place: z.string().trim().max(80).nullable().optional(),
  image_url: https,
  link: https,
  live: z.boolean().optional(),
});
const answerSchema = z.object({ profiles: z.array(z.unknown()).max(200) });

function toProfiles(body: unknown, request: PartnerRequest): PartnerProfile[] {
  const answer = answerSchema.parse(body);
  return answer.profiles.flatMap((raw) => {
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) return [];
    const e = entry.data;
    const live = request.kind === 'cam' && (e.live ?? true);
    return [{ id: e.id, kind: request.kind, name: e.name, age: e.age ?? null, place: e.place ?? null, imageUrl: e.image_url, link: e.link, live }];
  });
}

function feedAddress(url: string, request: PartnerRequest): string {
  const address = new URL(url);
  address.searchParams.set('kind', request.kind);
  address.searchParams.set('count', String(request.count));
  address.searchParams.set('offset', String(request.offset));
  address.searchParams.set('locale', request.locale);
  if (request.gender) address.searchParams.set('gender', request.gender);
  return address.toString();
}

/**
 * A partner's HTTP JSON feed: GET PARTNER_FEED_URL?kind=&count=&offset=&locale=&gender= with the key
 * as a bearer token, answered with `{ profiles: [...] }`. Anything but a 2xx JSON answer in time throws.
 */
export function createFeedProvider({ url, key, timeoutMs = 1500, cacheMs = 60_000, now = Date.now }: FeedOptions): PartnerProvider {
  const cache = new Map<string, { until: number; profiles: PartnerProfile[] }>();
  return {
    name: 'feed',
    async profiles(request) {
      const address = feedAddress(url, request);
      const hit = cache.get(address);
      if (hit && hit.until > now()) return hit.profiles;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (key) headers.authorization = `Bearer ${key}`;
      const res = await fetch(address, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        throw new Error(`partner feed answered ${res.status}`);
      }
      const profiles = toProfiles(await res.json(), request).slice(0, request.count);
      // A small, bounded cache: the questions differ only by kind, page offset, language and gender.
      if (cacheMs > 0) {
        if (cache.size >= 500) cache.clear();
        cache.set(address, { until: now() + cacheMs, profiles });
      }
      return profiles;
    },
  };
}
