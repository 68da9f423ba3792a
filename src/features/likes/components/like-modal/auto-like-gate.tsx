'use client';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';

const AutoLikeTrigger = dynamic(() => import('./auto-like-trigger').then((module) => module.AutoLikeTrigger));

/** Few arrivals carry §4's `t`: the auto-like's code loads only for an address that does. */
export function AutoLikeGate() {
  return useSearchParams().has('t') ? <AutoLikeTrigger /> : null;
}
