/** The keys whose value differs, before and after, for an audit row; null when nothing changes. */
export function changedFields<T extends object>(before: T, after: T): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = (Object.keys(before) as (keyof T)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  const pick = (from: T) => Object.fromEntries(keys.map((key) => [key, from[key]]));
  return { before: pick(before), after: pick(after) };
}
