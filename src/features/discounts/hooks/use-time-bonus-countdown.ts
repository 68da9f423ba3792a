'use client';
import { useClock } from '@/lib/hooks/use-clock';
import { useTimeBonus } from '../api/get-time-bonus';
import { secondsLeft } from '../countdown';
import type { TimeBonusDto } from '@/shared/types/payments';

export type VisibleTimeBonus = { bonus: TimeBonusDto; seconds: number };

/** §4: the time bonus while its countdown runs; null before it loads, at zero, when signed out or paid. */
export function useVisibleTimeBonus(): VisibleTimeBonus | null {
  const bonus = useTimeBonus();
  const now = useClock();
  if (!bonus || now === null) return null;
  const seconds = secondsLeft(bonus.expires, now);
  return seconds > 0 ? { bonus, seconds } : null;
}
