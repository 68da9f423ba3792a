import { membersQueryKey } from '@/lib/api/query-keys';
import type { SearchQuery } from '../utils/search-query';

// The members feature's query keys, in one place; all start with membersQueryKey, so one
// invalidation reloads every search and profile.
export const getMemberQueryKey = (id: number) => [...membersQueryKey, 'detail', id] as const;
export const searchMembersQueryKey = (query: SearchQuery) => [...membersQueryKey, 'search', query] as const;
