import { paths } from '@/shared/paths';

// The profile's "back to search" link returns to the search the member came from, filters and page
// included; sessionStorage keeps it per tab.
const KEY = 'members-last-search';

export function rememberSearch(search: string): void {
  try {
    window.sessionStorage.setItem(KEY, search);
  } catch {
    // Storage blocked (private mode): the link falls back to the plain search page.
  }
}

export function lastSearchHref(): string {
  try {
    const search = window.sessionStorage.getItem(KEY);
    return search && search.startsWith('?') ? paths.members.search(search) : paths.members.search();
  } catch {
    return paths.members.search();
  }
}
