import { MAX_STORED_ID } from '@/shared/schemas/fields';

// Ids are PostgreSQL `integer` (serial) columns: a larger number can name no row, and would make the
// query itself fail (22003 out of range, a 500) instead of finding nothing. The edge already answers
// 404 for such ids (idParam); this guards the services called with ids from elsewhere.

/** Whether a number can be the id of a stored row; callers answer 404 when it cannot. */
export function isStoredId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_STORED_ID;
}
