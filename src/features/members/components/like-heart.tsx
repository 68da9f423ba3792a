'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import type { MemberCardDto } from '@/shared/types/api';
import { useLikeToggle } from '../hooks/use-like-toggle';
import { LoginPromptModal } from './login-prompt-modal';
import styles from './members.module.css';

function MemberHeart({ member }: { member: MemberCardDto }) {
  const t = useTranslations('MemberCard');
  const { liked, toggle } = useLikeToggle(member);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={liked}
      aria-label={liked ? t('unlike', { name: member.name }) : t('like', { name: member.name })}
      onClick={toggle}
    >
      <i className={`bi ${liked ? 'bi-heart-fill' : 'bi-heart'}`} aria-hidden />
    </button>
  );
}

function VisitorHeart({ member }: { member: MemberCardDto }) {
  const t = useTranslations('MemberCard');
  const profile = useTranslations('MemberProfile');
  const [prompt, setPrompt] = useState<string | null>(null);
  return (
    <>
      <button type="button" className={styles.heart} aria-label={t('like', { name: member.name })} onClick={() => setPrompt(profile('likeLoggedOut'))}>
        <i className="bi bi-heart" aria-hidden />
      </button>
      <LoginPromptModal message={prompt} onHide={() => setPrompt(null)} />
    </>
  );
}

/** The heart on a search tile (§2 like): toggles the like; visitors get the §6 login message. */
export function LikeHeart({ member }: { member: MemberCardDto }) {
  const { data: user } = useUser();
  if (user?.id === member.id) return null;
  return user ? <MemberHeart member={member} /> : <VisitorHeart member={member} />;
}
