import 'server-only';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The path of the first key or string value holding a NUL character, or null. PostgreSQL text cannot
 * hold NUL (22021), so a NUL that reached a query would fail it; no member types one, so it is
 * refused at the edge on its field. Walks plain objects and arrays only (uploaded files are not text).
 */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
