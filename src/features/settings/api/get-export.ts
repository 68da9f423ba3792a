import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { ExportStatusDto } from '@/shared/types/data-export';
import { getExportQueryKey } from './query-keys';

/** GET /api/export.php: the member's newest copy of their data, with a fresh download link once ready. */
export async function getExport(): Promise<ExportStatusDto> {
  return (await http<{ export: ExportStatusDto }>('/api/export.php')).export;
}

export const getExportQueryOptions = () => queryOptions({ queryKey: getExportQueryKey(), queryFn: getExport });

// While the archive is being built, look again now and then: the mail says the same, but the page is open.
const PENDING_POLL_MS = 5000;

export function useExport() {
  return useQuery({ ...getExportQueryOptions(), refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false) });
}
