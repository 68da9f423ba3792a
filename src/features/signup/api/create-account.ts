import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { SignupInput } from '@/shared/schemas/signup';
import type { UserDto } from '@/shared/types/api';
import { userQueryKey } from '@/lib/api/query-keys';
import { browserTimeZone } from '@/shared/time-zone';

/** What the account step sends; the server parses it with the same signupSchema. */
export type CreateAccountInput = Omit<SignupInput, 'terms'> & { terms: boolean };

/** POST /api/signup.php: creates the account (with the browser's time zone), mails the activation link and logs in. */
export async function createAccount(input: CreateAccountInput): Promise<UserDto> {
  return (await http<{ user: UserDto }>('/api/signup.php', { method: 'POST', body: { ...input, time_zone: browserTimeZone() } })).user;
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
