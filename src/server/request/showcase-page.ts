import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getPageContext } from './page-context';
import { ApiError } from '../errors';
import { parseInput } from '../validation/parse-input';
import { showcaseMember } from '../services/showcase/showcase-member';
import { memberIdSchema } from '@/shared/schemas/member';
import type { ShowcaseMemberDto } from '@/shared/types/showcase';

/**
 * The member of a landing or member-signup page (§2), once per request: an id that is no number, an
 * unknown, hidden or inactive member and one without a public main photo are all §8's 404.
 */
export const getShowcasePageMember = cache(async (id: string): Promise<ShowcaseMemberDto> => {
  try {
    const ctx = await getPageContext();
    return (await showcaseMember(ctx, parseInput(memberIdSchema, { id }).id)).dto;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});

/** The member if strangers may see them (a share card in the profile's metadata), else null; never a 404. */
export async function showcaseMemberOrNull(id: number): Promise<ShowcaseMemberDto | null> {
  try {
    return (await showcaseMember(await getPageContext(), id)).dto;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
