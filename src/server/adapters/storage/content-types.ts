import 'server-only';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', png: 'image/png', zip: 'application/zip' };

/** The content type of a stored name (every name the app stores ends in its type). */
export const contentTypeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
