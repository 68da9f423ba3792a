import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { Locale } from '@/shared/constants';

/** PUT /api/user.php {language}: saves a logged-in member's language (§7); the server sets the cookie too. */
export async function saveLanguage(language: Locale): Promise<void> {
  await http('/api/user.php', { method: 'PUT', body: { language } });
}

export function useSaveLanguage() {
  return useMutation({ mutationFn: saveLanguage });
}
