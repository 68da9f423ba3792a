'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { titleWithCount } from './tab-title-text';
import { useNavCounts } from './use-nav-counts';

type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** §4: the tab title and the app badge show unread messages plus new likes. Renders nothing. */
export function TabTitle() {
  const { unreadMessages, newLikes } = useNavCounts();
  const total = unreadMessages + newLikes;
  const pathname = usePathname();

  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, total);
      if (next !== document.title) document.title = next;
    };
    apply();
    // Next.js writes the page's own title after navigations: put the prefix back each time.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [total, pathname]);

  useEffect(() => {
    const nav = navigator as BadgeNavigator;
    if (!nav.setAppBadge) return;
    const done = total > 0 ? nav.setAppBadge(total) : (nav.clearAppBadge?.() ?? nav.setAppBadge(0));
    done.catch(() => undefined);
  }, [total]);

  return null;
}
