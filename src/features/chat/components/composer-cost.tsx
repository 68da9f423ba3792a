'use client';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';

/** What the next text message costs (message_credits); photo and gift buttons name their own price. */
export function ComposerCost() {
  const t = useTranslations('ChatPage');
  const { message_credits: credits } = useSettings();
  return <span>{t('cost', { credits })}</span>;
}
