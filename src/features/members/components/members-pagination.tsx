'use client';
import type { MouseEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { pageItems } from '../utils/paging';

type Props = {
  page: number;
  total: number;
  hrefFor: (page: number) => string;
  onNavigate: (page: number) => void;
};

/** Previous / numbers / next. Real links (open in a new tab works); a plain click stays in the page. */
export function MembersPagination({ page, total, hrefFor, onNavigate }: Props) {
  const t = useTranslations('MembersPage');
  const format = useFormatter();
  if (total <= 1) return null;
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(target);
  };
  const edge = (target: number, label: string, icon: string, disabled: boolean) => (
    <li className={`page-item ${disabled ? 'disabled' : ''}`}>
      {disabled ? (
        <span className="page-link" aria-disabled="true">
          <i className={`bi ${icon}`} aria-hidden /> <span className="d-none d-sm-inline">{label}</span>
        </span>
      ) : (
        <a className="page-link" href={hrefFor(target)} onClick={go(target)} aria-label={label}>
          <i className={`bi ${icon}`} aria-hidden /> <span className="d-none d-sm-inline">{label}</span>
        </a>
      )}
    </li>
  );
  return (
    <nav aria-label={t('paginationLabel')} className="mt-4">
      <ul className={`pagination justify-content-center flex-wrap mb-0`}>
        {edge(page - 1, t('previous'), 'bi-chevron-left', page <= 1)}
        {pageItems(page, total).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={item} className={`page-item ${item === page ? 'active' : ''}`}>
              <a
                className="page-link"
                href={hrefFor(item)}
                onClick={go(item)}
                aria-label={t('pageLabel', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {format.number(item)}
              </a>
            </li>
          ),
        )}
        {edge(page + 1, t('next'), 'bi-chevron-right', page >= total)}
      </ul>
    </nav>
  );
}
