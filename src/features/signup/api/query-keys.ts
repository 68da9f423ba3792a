// The signup feature's query keys, in one place.
export const matchesQueryKey = (gender: string | null) => ['signup-matches', gender] as const;
