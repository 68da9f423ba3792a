'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FictionalBadge } from '@/components/fictional-badge';
import { badgeText } from '@/components/layout/badge-rules';
import type { ChatListEntryDto } from '@/shared/types/social';
import { MemberAvatar } from './member-avatar';
import { MessagePreview } from './message-preview';
import { MessageTime } from './message-time';
import styles from './chat.module.scss';
import { MemberName } from '@/components/member-written';
import { paths } from '@/shared/paths';

type Props = { chat: ChatListEntryDto; viewerId: number | undefined; active: boolean };

/** One conversation in the list: photo, name, fictional label, last message, time, unread count. */
export function ChatListItem({ chat, viewerId, active }: Props) {
  const t = useTranslations('ChatsPage');
  const { profile, last_message: last, num_unread_messages: unread } = chat;
  return (
    <li>
      <Link href={paths.chats.conversation(chat.conversation.id)} className={styles.item} aria-current={active ? 'page' : undefined}>
        <MemberAvatar profile={profile} />
        <span className="flex-grow-1 min-w-0" style={{ minWidth: 0 }}>
          <span className="d-flex align-items-center gap-2">
            <span className={`text-truncate ${unread > 0 ? 'fw-bold' : 'fw-semibold'}`}>
              <MemberName>{profile.name}</MemberName>
            </span>
            {profile.is_fictional && <FictionalBadge className="small" />}
            {last && <MessageTime iso={last.created_at} className="ms-auto small text-body-secondary text-nowrap" />}
          </span>
          <span className="d-flex align-items-center gap-2">
            <span className={`d-block text-truncate small ${unread > 0 ? 'text-body fw-semibold' : 'text-body-secondary'}`}>
              <MessagePreview message={last} own={last?.sender_id === viewerId} />
            </span>
            {unread > 0 && (
              <span className={`badge rounded-pill ms-auto ${styles.unread}`}>
                <span aria-hidden>{badgeText(unread)}</span>
                <span className="visually-hidden">{t('unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
