// The swipe feature's query keys, in one place.
export const swipeCardsQueryKey = ['swipe', 'cards'] as const;
export const matchFinderQueryKey = ['swipe', 'match-finder'] as const;
