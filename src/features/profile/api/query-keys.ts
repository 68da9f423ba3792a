// The profile feature's query keys, in one place.
export const ownProfileQueryKey = ['profile'] as const;
