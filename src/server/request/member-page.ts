import 'server-only';
import { redirect } from 'next/navigation';
import { getPageContext } from './page-context';
import type { AuthedContext } from '../services/context';
import { paths } from '@/shared/paths';

/** The context of a members-only page; a visitor is sent to the login, and back to `path` after it. */
export async function getMemberPageContext(path: string): Promise<AuthedContext> {
  const ctx = await getPageContext();
  if (!ctx.actor) redirect(paths.auth.login(path));
  return ctx as AuthedContext;
}
