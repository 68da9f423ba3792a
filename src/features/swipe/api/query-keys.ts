import { swipeQueryKey } from '@/lib/api/query-keys';

// The swipe feature's query keys, in one place; all start with swipeQueryKey, so a profile change
// (the ages looked for, the place) reloads them at once.
export const swipeCardsQueryKey = [...swipeQueryKey, 'cards'] as const;
export const matchFinderQueryKey = [...swipeQueryKey, 'match-finder'] as const;
