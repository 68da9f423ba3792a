import 'server-only';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../errors';
import { acceptsBodyType, isMutation } from './body-rules';
import type { AppEnv } from './request-context';

/**
 * Every mutation declares its body: `application/json`, or multipart on the uploads (body-rules.ts).
 * A page of another site can only send form encodings and text/plain without a preflight, so this
 * also closes the "simple request" route to a cross-site mutation.
 */
export const declaredContentType = createMiddleware<AppEnv>(async (c, next) => {
  if (isMutation(c) && !acceptsBodyType(c, c.req.header('content-type') ?? '')) {
    throw new ApiError({ code: 'unsupported_media_type' });
  }
  await next();
});
