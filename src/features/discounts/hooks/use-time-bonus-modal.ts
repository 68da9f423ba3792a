'use client';
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useDismissal } from '@/components/layout/use-dismissal';
import { TIME_BONUS_MODAL_DELAY_MS } from '@/shared/constants';
import { inMembersArea, TIME_BONUS_DISMISSED_KEY } from '../members-area';

/**
 * §4: the time-bonus modal opens 40 s after entering the members area when `wanted` (a running time
 * bonus and no credits) and it was never dismissed; leaving the area cancels the wait. Closing it
 * stores the dismissal time, so it does not come back.
 */
export function useTimeBonusModal(wanted: boolean): [boolean, () => void] {
  const inArea = inMembersArea(usePathname());
  const [dismissed, dismiss] = useDismissal(TIME_BONUS_DISMISSED_KEY);
  const [due, setDue] = useState(false);
  const armed = inArea && wanted && !dismissed;
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [armed]);
  return [armed && due, dismiss];
}
