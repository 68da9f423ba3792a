'use client';
import { useUser } from '@/lib/api/current-user';
import { useClock } from '@/lib/hooks/use-clock';
import { signupOfferEnds, type SignupOfferKind } from '@/shared/discounts';

/**
 * Whether the signed-in member may still have this signup offer: not paid, and its window since
 * signup still open. After it the server answers 404, so the pages do not ask (a member past it is
 * most members). False while server rendering, where nothing is asked anyway.
 */
export function useSignupOfferOpen(kind: SignupOfferKind): boolean {
  const { data: user } = useUser();
  const now = useClock();
  if (!user || user.paid_user || now === null) return false;
  return now < signupOfferEnds(kind, Date.parse(user.created_at));
}
