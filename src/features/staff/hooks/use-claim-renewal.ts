'use client';
import { useCallback, useRef } from 'react';
import { claimConversation } from '../api/inbox';
import type { ClaimDto } from '@/shared/types/staff';

/** At most one renewal a minute, however fast the operator types. */
const RENEW_EVERY_MS = 60_000;

/**
 * While the operator types, their claim is renewed (claiming again from now on), so a long answer
 * does not lose the conversation to someone else. Returns the function the reply box calls on input.
 */
export function useClaimRenewal(conversation: number, onRenewed: (claim: ClaimDto) => void): () => void {
  const lastRenewal = useRef(0);
  return useCallback(() => {
    if (Date.now() - lastRenewal.current < RENEW_EVERY_MS) return;
    lastRenewal.current = Date.now();
    // A failed renewal shows when the reply is refused (not_claimed): nothing to say while typing.
    claimConversation(conversation).then(onRenewed, () => {});
  }, [conversation, onRenewed]);
}
