/**
 * The window event a paint-first page's root sends once React has hydrated it: the page's inline
 * bootstrap (src/server/http/paint-first-bootstrap.ts) then replays the clicks it held.
 */
export const HYDRATED_EVENT = 'page-hydrated';
