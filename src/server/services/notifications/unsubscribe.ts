import 'server-only';
import type { ServiceContext } from '../context';
import { notFound } from '../../errors';
import { disableMailForUser } from './disable-mail';
import { verifyUnsubscribeToken } from './unsubscribe-token';

/** RFC 8058 one-click: the signed token is the permission, no session needed. */
export async function unsubscribeByToken(ctx: ServiceContext, token: string): Promise<void> {
  const userId = await verifyUnsubscribeToken(ctx, token);
  if (!userId) throw notFound();
  await disableMailForUser(ctx.db, userId, 'listunsubscribe');
}
