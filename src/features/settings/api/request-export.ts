import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { ExportStatusDto } from '@/shared/types/data-export';
import { getExportQueryKey } from './query-keys';

/** POST /api/export.php: requests a new copy of the member's data (429 export_rate_limited within the hour). */
export async function requestExport(): Promise<ExportStatusDto> {
  return (await http<{ export: ExportStatusDto }>('/api/export.php', { method: 'POST', body: {} })).export;
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: (status) => queryClient.setQueryData(getExportQueryKey(), status),
  });
}
