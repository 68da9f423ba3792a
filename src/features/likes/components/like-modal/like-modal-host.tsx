'use client';
import { lazy, Suspense } from 'react';
import { useLikeModal } from '@/lib/like-modal-store';

// Most page views never show it: the modal's code loads the first time something asks for it.
const LikeModal = lazy(() => import('./like-modal').then((module) => ({ default: module.LikeModal })));

/** Mounted once by the default layout; shows what showLikeModal() asked for (src/lib/like-modal-store.ts). */
export function LikeModalHost() {
  const request = useLikeModal();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LikeModal request={request} />
    </Suspense>
  );
}
