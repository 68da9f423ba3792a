'use client';
import Link from 'next/link';
import { Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { useChats } from '@/lib/api/get-chats';
import { ChatListItem } from './chat-list-item';
import { NoConversation } from './no-conversation';
import styles from './chat.module.scss';
import { paths } from '@/shared/paths';

type Props = { activeId: number | null; /** The pane beside the list holds a conversation. */ conversationOpen: boolean };

/**
 * §2 the conversation list; §7: progress shows on the first load only, later reloads are silent.
 * With no conversations, the empty pane beside the list says so on wide screens; on phones, where the
 * list stands alone, the list says it the same way; beside a conversation being begun, in a line.
 */
export function ChatList({ activeId, conversationOpen }: Props) {
  const t = useTranslations('ChatsPage');
  const { data: user } = useUser();
  const chats = useChats();
  return (
    <>
      <header className="d-flex align-items-center gap-2 px-3 py-2 border-bottom" style={{ minHeight: 57 }}>
        <Link href={paths.members.search()} className="btn btn-link text-body px-1" aria-label={t('back')}>
          <i className="bi bi-chevron-left fs-5" aria-hidden />
        </Link>
        <h1 className="h5 fw-bold mb-0">{t('title')}</h1>
      </header>
      <nav className={styles.scroll} aria-label={t('listLabel')}>
        {chats.isPending && (
          <div className="text-center py-5">
            <Spinner animation="border" variant="primary" role="status">
              <span className="visually-hidden">{t('loading')}</span>
            </Spinner>
          </div>
        )}
        {chats.isError && <p className="text-danger p-3 mb-0">{chats.error.message}</p>}
        {chats.data?.chats.length === 0 &&
          (conversationOpen ? (
            <div className="p-3">
              <p className="text-body-secondary mb-2">{t('emptyTitle')}</p>
              <Link href={paths.members.search()} className="btn btn-sm btn-outline-primary">
                <i className="bi bi-search me-2" aria-hidden />
                {t('findMembers')}
              </Link>
            </div>
          ) : (
            // On a phone the list is the whole screen: the full invitation, as the pane shows it on wide screens.
            <div className="d-flex d-md-none h-100">
              <NoConversation />
            </div>
          ))}
        <ul className="list-unstyled mb-0">
          {chats.data?.chats.map((chat) => (
            <ChatListItem key={chat.conversation.id} chat={chat} viewerId={user?.id} active={chat.conversation.id === activeId} />
          ))}
        </ul>
      </nav>
    </>
  );
}
