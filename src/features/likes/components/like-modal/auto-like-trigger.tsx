'use client';
import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/lib/api/current-user';
import { onRoute } from '@/components/layout/route-match';
import { autoLikeDelaySeconds, runAutoLike, withoutT } from './auto-like';
import { paths } from '@/shared/paths';

// The members area of §2, where a landing link with `t` arrives.
const MEMBER_PAGES = [paths.members.search(), paths.likes.list];

/**
 * §4 query `t` (seconds): on member pages, a logged-in member gets the new-like modal that many
 * seconds after arriving; `t` then leaves the URL. Leaving the page first cancels it.
 */
export function AutoLikeTrigger() {
  const { data: user } = useUser();
  const pathname = usePathname();
  const params = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const seconds = autoLikeDelaySeconds(params.get('t'));
  const active = Boolean(user) && seconds !== null && onRoute(pathname, MEMBER_PAGES);

  useEffect(() => {
    if (!active || seconds === null) return;
    const timer = setTimeout(() => {
      void runAutoLike({
        queryClient,
        removeT: () => router.replace(withoutT(window.location.pathname, window.location.search), { scroll: false }),
        schedule: (run, ms) => setTimeout(run, ms),
      });
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [active, seconds, queryClient, router]);

  return null;
}
