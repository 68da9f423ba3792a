const PREFIX = /^\(\d+\+?\)\s/;

/** §4: "(n) title" with the unread messages plus new likes; no prefix at 0. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(PREFIX, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}
