import 'server-only';
import type { Interest, Region, Site, User } from '../db/schema';
import type { SettingsDto } from '@/shared/types/api';
import { createBoundedCache, type BoundedCache } from './bounded-cache';

/** All sites, indexed by domain: one entry, so an unknown Host header never adds memory. */
export type SiteIndex = { byDomain: Map<string, Site>; fallback: Site };

/** The process-wide caches. Each is bounded in entries and age; invalidation goes through `invalidate`. */
export type CacheSet = {
  sites: BoundedCache<SiteIndex>;
  settings: BoundedCache<SettingsDto>;
  interests: BoundedCache<Interest[]>;
  regions: BoundedCache<Region[]>;
  secrets: BoundedCache<{ value: unknown }>;
  /** Members whose activity was written in the last minute (so polls do not write every time). */
  activity: BoundedCache<{ at: number }>;
  /** Member and day pairs already written to member_days by this process (one insert a day each). */
  memberDays: BoundedCache<{ day: string }>;
  /** Serialized answers of public, cacheable endpoints (settings.php, interests.php), as sent. */
  responses: BoundedCache<{ body: Buffer }>;
  /**
   * The member behind a session token hash (null: none), for the cached answers only: they read
   * just the member's language. Cleared whenever a session ends or a member's language changes.
   */
  sessions: BoundedCache<CachedSession>;
  /** Images made on request: share cards (§3) and the installable app's icons, keyed by what they show. */
  images: BoundedCache<GeneratedImage>;
};

/** A session as the cached answers saw it, trusted until `until` (by the container's clock). */
export type CachedSession = { user: User | null; until: number };

export type GeneratedImage = { body: Buffer; type: 'image/jpeg' | 'image/png' };

export type CacheName = keyof CacheSet;
export const CACHE_NAMES: readonly CacheName[] = [
  'sites',
  'settings',
  'interests',
  'regions',
  'secrets',
  'activity',
  'memberDays',
  'responses',
  'sessions',
  'images',
];

const MINUTE = 60_000;
/** How long a session read by the cached answers is trusted without asking the database again. */
export const SESSION_CACHE_MS = 10_000;

export function createCacheSet(): CacheSet {
  return {
    // Sites and settings change when an operator edits a site: short ages, invalidated on edit.
    sites: createBoundedCache({ max: 1, ttlMs: MINUTE }),
    // Keyed by site, locale, visitor country and chosen country: at most a few thousand combinations.
    settings: createBoundedCache({ max: 2_000, ttlMs: MINUTE / 2 }),
    // Reference data shipped with the project: changes with a deploy or an operator's edit.
    interests: createBoundedCache({ max: 1, ttlMs: 60 * MINUTE }),
    regions: createBoundedCache({ max: 1, ttlMs: 60 * MINUTE }),
    secrets: createBoundedCache({ max: 16, ttlMs: 60 * MINUTE }),
    activity: createBoundedCache({ max: 100_000, ttlMs: MINUTE }),
    // Keyed by member and day, so a day's entry is never reused the next day; a day is the longest it matters.
    memberDays: createBoundedCache({ max: 200_000, ttlMs: 24 * 60 * MINUTE }),
    // Same keys as settings (plus one per language for interests), and never older than them.
    responses: createBoundedCache({ max: 2_500, ttlMs: MINUTE / 2 }),
    // The members browsing in the last seconds. Short-lived: another instance's logout reaches this
    // one through the invalidation channel, and the age bounds what a lost message could leave.
    sessions: createBoundedCache({ max: 10_000, ttlMs: SESSION_CACHE_MS }),
    // About 60 kB a share card: a few hundred cover the profiles being shared right now (≈ 20 MB). The
    // keys name the photo and every text drawn, so an edit makes a new entry rather than a stale one.
    images: createBoundedCache({ max: 300, ttlMs: 60 * MINUTE }),
  };
}
