'use client';
import { lazy, Suspense, useState, type ComponentProps } from 'react';

// Members and returning visitors never see the age gate: its modal code loads only when it shows.
const AgeGateModal = lazy(() => import('./age-gate-modal').then((module) => ({ default: module.AgeGateModal })));

type Props = ComponentProps<typeof AgeGateModal>;

/** The age gate, mounted the first time it shows and kept mounted so it can fade out. */
export function LazyAgeGateModal(props: Props) {
  const [needed, setNeeded] = useState(props.show);
  if (props.show && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AgeGateModal {...props} />
    </Suspense>
  );
}
