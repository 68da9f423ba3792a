import 'server-only';

/**
 * The rows of a raw `execute(sql…)`: both drivers (node-postgres and PGlite) answer with `rows`,
 * which the drivers' common query-builder type does not spell out.
 */
export function rawRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
