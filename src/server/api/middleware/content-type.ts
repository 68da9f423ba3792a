import 'server-only';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../errors';
import { isMutation, isUpload } from './body-rules';
import type { AppEnv } from './request-context';

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/**
 * Every mutation declares its body: `application/json`, or multipart on the photo upload. A page
 * of another site can only send form encodings and text/plain without a preflight, so this also
 * closes the "simple request" route to a cross-site mutation.
 */
export const declaredContentType = createMiddleware<AppEnv>(async (c, next) => {
  if (isMutation(c)) {
    const type = c.req.header('content-type') ?? '';
    if (!(isUpload(c) ? MULTIPART_TYPE : JSON_TYPE).test(type)) {
      throw new ApiError({ status: 415, code: 'unsupported_media_type', messageKey: 'unsupportedMediaType' });
    }
  }
  await next();
});
