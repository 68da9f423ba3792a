'use client';
import { lazy, Suspense } from 'react';
import { useUser } from '@/lib/api/current-user';
import { useShownOnce } from '@/lib/hooks/use-shown-once';
import { useVisibleTimeBonus } from '../hooks/use-time-bonus-countdown';
import { useTimeBonusModal } from '../hooks/use-time-bonus-modal';

// Most page views never open it (no bonus, credits, dismissed): its modal code loads when it opens.
const TimeBonusDialog = lazy(() => import('./time-bonus-dialog').then((module) => ({ default: module.TimeBonusDialog })));

/** §4/§9: the time-bonus modal of a member without credits, 40 s into the members area. */
export function TimeBonusModal() {
  const { data: user } = useUser();
  const visible = useVisibleTimeBonus();
  const [open, close] = useTimeBonusModal(Boolean(visible && user?.credits === 0));
  const shown = useShownOnce(open);
  if (!visible || !shown) return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusDialog open={open} onClose={close} percent={visible.bonus.value_percentage} secondsLeft={visible.seconds} />
    </Suspense>
  );
}
