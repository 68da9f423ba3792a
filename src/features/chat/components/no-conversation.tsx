'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useChats } from '@/lib/api/get-chats';
import styles from './chat.module.scss';
import { paths } from '@/shared/paths';

/** The conversation pane before one is chosen; with no conversations yet, a way to find someone. */
export function NoConversation() {
  const t = useTranslations('ChatsPage');
  const chats = useChats();
  const none = chats.data?.chats.length === 0;
  return (
    <div className="flex-grow-1 d-flex align-items-center justify-content-center p-4">
      <div className="text-center" style={{ maxWidth: 420 }}>
        <span className={`${styles.emptyIcon} mb-4`} aria-hidden>
          <i className="bi bi-chat-heart" />
        </span>
        <h2 className="h4 fw-bold">{none ? t('emptyTitle') : t('chooseTitle')}</h2>
        <p className="text-body-secondary mb-4">{none ? t('emptyBody') : t('chooseBody')}</p>
        <Link href={paths.members.search()} className="btn btn-lg btn-primary px-4">
          <i className="bi bi-search me-2" aria-hidden />
          {t('findMembers')}
        </Link>
      </div>
    </div>
  );
}
