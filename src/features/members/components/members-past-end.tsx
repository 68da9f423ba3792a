'use client';
import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { MembersNotice } from './members-notice';

type Props = { lastPage: number; lastPageHref: string; onLastPage: () => void };

/**
 * A page number past the last page of results (an old link, an edited address): the search found
 * members, just not this many pages of them. Say so and lead to the last page, with no count.
 */
export function MembersPastEnd({ lastPage, lastPageHref, onLastPage }: Props) {
  const t = useTranslations('MembersPage');
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onLastPage();
  };
  return (
    <MembersNotice title={t('pastEndTitle')} text={t('pastEndText', { last: lastPage })} action={{ label: t('toLastPage'), href: lastPageHref, onClick: go }} />
  );
}
