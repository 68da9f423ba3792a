import 'server-only';
import type { Context } from 'hono';
import type { AppEnv } from './request-context';

export const JSON_BODY_MAX_BYTES = 64 * 1024;
export const UPLOAD_BODY_MAX_BYTES = 12 * 1024 * 1024;

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const JSON_TYPE = /^application\/json\s*(;|$)/i;
export const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/**
 * The endpoints that take multipart: the photo and logo uploads (multipart only) and the message sends (JSON
 * for a text or a gift, multipart for a photo). Everything else speaks JSON.
 */
const UPLOADS: Record<string, { json: boolean }> = {
  '/api/photos.php': { json: false },
  '/api/message.php': { json: true },
  '/api/staff/profile-photos.php': { json: false },
  '/api/staff/site-logos.php': { json: false },
  '/api/staff/inbox-reply.php': { json: true },
};

export const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The endpoints posted as a form: the payment webhook (providers post forms, server to server) and
 * the payment simulator's checkout page (a plain HTML form). They take JSON as well.
 */
const FORMS = new Set(['/api/payment-webhook.php', '/api/payment-simulator.php']);

// RFC 8058: the one-click unsubscribe is posted as a form, urlencoded or multipart.
const UNSUBSCRIBE_PATH = '/api/unsubscribe.php';

export const isMutation = (c: Context<AppEnv>) => MUTATIONS.has(c.req.method);

const uploadRule = (c: Context<AppEnv>) => (c.req.method === 'POST' ? UPLOADS[new URL(c.req.url).pathname] : undefined);

/** Whether the body's declared type is one this endpoint takes. */
export function acceptsBodyType(c: Context<AppEnv>, type: string): boolean {
  const rule = uploadRule(c);
  const path = new URL(c.req.url).pathname;
  if (c.req.method === 'POST' && path === UNSUBSCRIBE_PATH) return FORM_TYPE.test(type) || MULTIPART_TYPE.test(type) || JSON_TYPE.test(type);
  if (c.req.method === 'POST' && FORMS.has(path)) return FORM_TYPE.test(type) || JSON_TYPE.test(type);
  if (!rule) return JSON_TYPE.test(type);
  return MULTIPART_TYPE.test(type) || (rule.json && JSON_TYPE.test(type));
}

/** A multipart upload to an endpoint that takes one: it gets the upload body limit. */
export const isUpload = (c: Context<AppEnv>) => !!uploadRule(c) && MULTIPART_TYPE.test(c.req.header('content-type') ?? '');
