/** Number of result pages; at least one, so "page 1 of 1" also holds for an empty result. */
export function totalPages(numResults: number, perPage: number): number {
  return Math.max(1, Math.ceil(numResults / Math.max(1, perPage)));
}

export type PageItem = number | 'gap';

/**
 * The page numbers to show: first, last, and `around` pages on each side of the current one,
 * with a gap where pages are skipped (1 … 4 5 6 … 20). A gap never hides a single page.
 */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  const shown = new Set<number>([1, total]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
