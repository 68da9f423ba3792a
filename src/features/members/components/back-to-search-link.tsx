'use client';
import type { MouseEvent } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lastSearchHref } from '../utils/last-search';
import { paths } from '@/shared/paths';

/** Back to where the profile was opened from: the likes for /likes/m/{id} (§2), else the last search. */
export function BackToSearchLink() {
  const t = useTranslations('MemberProfile');
  const router = useRouter();
  const fromLikes = usePathname().startsWith(paths.likes.liker(''));
  if (fromLikes) {
    return (
      <Link href={paths.likes.list} className="d-inline-block mb-3 small">
        <i className="bi bi-arrow-left me-1" aria-hidden />
        {t('backToLikes')}
      </Link>
    );
  }
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.push(lastSearchHref());
  };
  return (
    <Link href={paths.members.search()} onClick={back} className="d-inline-block mb-3 small">
      <i className="bi bi-arrow-left me-1" aria-hidden />
      {t('backToSearch')}
    </Link>
  );
}
