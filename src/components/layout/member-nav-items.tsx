'use client';
import { useTranslations } from 'next-intl';
import type { UserDto } from '@/shared/types/api';
import { CountBadge } from './count-badge';
import { CreditsBadge } from './credits-badge';
import { NavItemLink } from './nav-item-link';
import type { NavCounts } from './use-nav-counts';
import { paths } from '@/shared/paths';

type Props = { user: UserDto; counts: NavCounts; onNavigate: () => void };

/**
 * §2 top navigation of a member: search, messages, likes, the swipe game and the match finder (found
 * where members look for people, not in the account menu), and credits (paid) or premium (others).
 */
export function MemberNavItems({ user, counts, onNavigate }: Props) {
  const t = useTranslations('TopNav');
  return (
    <div className="navbar-nav flex-md-row gap-md-2 me-md-auto">
      <NavItemLink href={paths.members.search()} icon="bi-search" label={t('search')} onNavigate={onNavigate} />
      <NavItemLink
        href={paths.chats.list}
        icon="bi-chat-heart"
        label={t('messages')}
        onNavigate={onNavigate}
        badge={<CountBadge count={counts.unreadMessages} label={t('unreadMessages', { count: counts.unreadMessages })} />}
      />
      <NavItemLink
        href={paths.likes.list}
        icon="bi-heart"
        label={t('likes')}
        onNavigate={onNavigate}
        badge={<CountBadge count={counts.newLikes} label={t('newLikes', { count: counts.newLikes })} />}
      />
      <NavItemLink href={paths.swipeGame} icon="bi-fire" label={t('swipeGame')} onNavigate={onNavigate} />
      <NavItemLink href={paths.matchFinder} icon="bi-stars" label={t('matchFinder')} onNavigate={onNavigate} />
      {user.paid_user ? (
        <NavItemLink
          href={paths.credits.packages}
          icon="bi-coin"
          label={t('credits')}
          onNavigate={onNavigate}
          badge={<CreditsBadge credits={user.credits} label={t('creditsLeft', { count: user.credits })} />}
        />
      ) : (
        <NavItemLink href={paths.premium} icon="bi-gem" label={t('premium')} onNavigate={onNavigate} />
      )}
    </div>
  );
}
