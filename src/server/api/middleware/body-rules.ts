import 'server-only';
import type { Context } from 'hono';
import type { AppEnv } from './request-context';

export const JSON_BODY_MAX_BYTES = 64 * 1024;
export const UPLOAD_BODY_MAX_BYTES = 12 * 1024 * 1024;

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isMutation = (c: Context<AppEnv>) => MUTATIONS.has(c.req.method);

/** The one endpoint that takes multipart: the photo upload. Everything else speaks JSON. */
export const isUpload = (c: Context<AppEnv>) => c.req.method === 'POST' && new URL(c.req.url).pathname === '/api/photos.php';
