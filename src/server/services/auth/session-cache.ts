import 'server-only';
import type { Container } from '../../container';
import type { User } from '../../db/schema';
import { SESSION_CACHE_MS } from '../../cache/caches';
import { findLiveSession } from './sessions';
import { hashToken } from './tokens';

type Deps = Pick<Container, 'db' | 'reads' | 'caches'>;

/**
 * The member behind a session token for the cached answers (settings.php, interests.php), which
 * read only the member's language: from the sessions cache when it was read at most
 * SESSION_CACHE_MS ago and the session has not ended since (by the container's clock), else from
 * the database. Every other request reads the session itself (findSessionUser). Whatever ends a
 * session or changes a member's language calls forgetCachedSessions (sessions.ts), so it takes
 * effect at once.
 */
export async function cachedSessionUser(deps: Deps, token: string, now: Date): Promise<User | null> {
  const key = hashToken(token);
  const load = async () => {
    const session = await findLiveSession(deps, token, now);
    const until = Math.min(now.getTime() + SESSION_CACHE_MS, session?.expiresAt.getTime() ?? Infinity);
    return { user: session?.user ?? null, until };
  };
  const cached = await deps.caches.sessions.getOrLoad(key, load);
  if (cached.until > now.getTime()) return cached.user;
  deps.caches.sessions.delete(key);
  return (await deps.caches.sessions.getOrLoad(key, load)).user;
}

/**
 * The same without waiting: the cached member (null: no live session), or undefined when the
 * cache cannot answer and cachedSessionUser must.
 */
export function peekSessionUser(deps: Pick<Container, 'caches'>, token: string, now: Date): User | null | undefined {
  const cached = deps.caches.sessions.peek(hashToken(token));
  return cached && cached.until > now.getTime() ? cached.user : undefined;
}
