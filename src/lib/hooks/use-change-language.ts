'use client';
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/shared/constants';
import { useSaveLanguage } from '@/lib/api/save-language';
import { languageCookie } from '@/lib/language-cookie';

/**
 * §2, §7: picking a language sets the NEXT_LOCALE cookie and, for a member, saves it on the account;
 * then the page renders again in the new language.
 */
export function useChangeLanguage(loggedIn: boolean) {
  const router = useRouter();
  const save = useSaveLanguage();
  const [refreshing, startTransition] = useTransition();

  async function change(locale: Locale) {
    document.cookie = languageCookie(locale);
    // The cookie alone already switches the site; a failed save only loses the account preference.
    if (loggedIn) await save.mutateAsync(locale).catch(() => undefined);
    startTransition(() => router.refresh());
  }

  return { change, pending: save.isPending || refreshing, failed: save.isError };
}
