import 'server-only';
import { ApiError, notFound } from '../../../errors';

/** 409: another operator holds the conversation; who, and until when (`details`). */
export const claimedByOther = (holder: { id: number; email: string }, until: Date, now: Date) =>
  new ApiError({
    code: 'claimed',
    values: {
      claimed_by: holder.email,
      claimed_by_id: holder.id,
      until: until.toISOString(),
      minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)),
    },
  });

/** 409: a reply (or a release) without holding the conversation's live claim. */
export const notClaimed = () => new ApiError({ code: 'not_claimed' });

/** 409: the operator already holds as many claims as one may. */
export const tooManyClaims = (max: number) => new ApiError({ code: 'too_many_claims', values: { max } });

/** 404: the conversation does not wait for a reply (answered already, or not a fictional profile's). */
export const notWaiting = () => notFound();
