'use client';
import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { MembersNotice } from './members-notice';

/** No exact results: say so and offer a way out instead of a blank page. */
export function MembersEmpty({ clearHref, onClear }: { clearHref: string; onClear: () => void }) {
  const t = useTranslations('MembersPage');
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClear();
  };
  return <MembersNotice title={t('emptyTitle')} text={t('emptyText')} action={{ label: t('clearFilters'), href: clearHref, onClick: clear }} />;
}
