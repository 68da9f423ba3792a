// Ids are PostgreSQL `integer` (serial) columns: a larger number can name no row, and would make the
// query itself fail (22003 out of range, a 500) instead of finding nothing.
const INT4_MAX = 2_147_483_647;

/** Whether a number can be the id of a stored row; callers answer 404 when it cannot. */
export function isStoredId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= INT4_MAX;
}
