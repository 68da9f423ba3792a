import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MemberNoteDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

const NOTES_URL = '/api/staff/member-notes.php';

/** GET /api/staff/member-notes.php?member=ID, seeded with the notes the conversation brought. */
export function useMemberNotes(member: number, initial: MemberNoteDto[]) {
  return useQuery({
    queryKey: staffKeys.notes(member),
    queryFn: async () => (await http<{ notes: MemberNoteDto[] }>(NOTES_URL, { query: { member } })).notes,
    initialData: initial,
    staleTime: 30_000,
  });
}

export function useAddNote(member: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => http<{ note: MemberNoteDto }>(NOTES_URL, { method: 'POST', body: { member, text } }),
    onSuccess: ({ note }) => queryClient.setQueryData<MemberNoteDto[]>(staffKeys.notes(member), (notes = []) => [note, ...notes]),
  });
}
