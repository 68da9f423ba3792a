'use client';
import type { ReactNode } from 'react';
import { useSelectedLayoutSegment } from 'next/navigation';
import { ChatList } from './chat-list';
import styles from './chat.module.scss';

type Props = { children: ReactNode; /** Set where the route does not tell, e.g. /members/{id}/chat. */ open?: boolean };

/**
 * §2 chat screen: the list beside the conversation from 768 px; below it the list or the open
 * conversation full screen, with a back button in the conversation.
 */
export function ChatsShell({ children, open }: Props) {
  const segment = useSelectedLayoutSegment();
  const activeId = segment && /^\d+$/.test(segment) ? Number(segment) : null;
  const conversationOpen = open ?? activeId !== null;
  return (
    <div className={styles.shell}>
      <div className={`${styles.listPane} ${conversationOpen ? styles.hideOnPhone : ''}`}>
        <ChatList activeId={activeId} conversationOpen={conversationOpen} />
      </div>
      <div className={`${styles.mainPane} ${conversationOpen ? '' : styles.hideOnPhone}`}>{children}</div>
    </div>
  );
}
