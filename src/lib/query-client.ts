import { QueryClient } from '@tanstack/react-query';

/** Retries live in the HTTP client (§7), so queries do not retry a second time on top. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
