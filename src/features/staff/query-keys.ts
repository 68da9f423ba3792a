import type { QueryKey } from '@tanstack/react-query';
import type { AuditFilter } from './audit-filter';
import type { StatsFilter } from './stats-filter';

/** Every query key of the back office, under one root so a logout can drop them all. */
export const staffKeys = {
  all: ['staff'] as QueryKey,
  session: ['staff', 'session'] as QueryKey,
  inbox: ['staff', 'inbox'] as QueryKey,
  conversation: (id: number): QueryKey => ['staff', 'conversation', id],
  notes: (memberId: number): QueryKey => ['staff', 'notes', memberId],
  team: ['staff', 'team'] as QueryKey,
  audit: (filter: AuditFilter): QueryKey => ['staff', 'audit', filter],
  passkeys: ['staff', 'passkeys'] as QueryKey,
  profiles: ['staff', 'profiles'] as QueryKey,
  profile: (id: number): QueryKey => ['staff', 'profiles', id],
  cannedReplies: ['staff', 'canned-replies'] as QueryKey,
  memberSearch: (q: string): QueryKey => ['staff', 'members', 'search', q],
  member: (id: number): QueryKey => ['staff', 'members', id],
  memberView: (id: number, page: string): QueryKey => ['staff', 'members', id, 'view', page],
  moderation: ['staff', 'moderation'] as QueryKey,
  pendingPhotos: ['staff', 'moderation', 'photos'] as QueryKey,
  stats: (filter: StatsFilter): QueryKey => ['staff', 'stats', filter],
  statsAll: ['staff', 'stats'] as QueryKey,
  sites: ['staff', 'sites'] as QueryKey,
  site: (id: number): QueryKey => ['staff', 'sites', id],
  sitePackages: (siteId: number): QueryKey => ['staff', 'sites', siteId, 'packages'],
  siteCodes: (siteId: number): QueryKey => ['staff', 'sites', siteId, 'codes'],
  codeUses: (codeId: number): QueryKey => ['staff', 'discount-codes', codeId],
  pendingDecisions: ['staff', 'moderation', 'pending'] as QueryKey,
};
