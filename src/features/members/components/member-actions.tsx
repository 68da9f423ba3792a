'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { GiftButton } from './gift-button';
import { LikeButton } from './like-button';
import { LoginPromptModal } from './login-prompt-modal';
import { MemberSafetyMenu } from '@/components/member-safety/member-safety-menu';
import { paths } from '@/shared/paths';

type Props = { id: number; name: string; viewerId: number | null };

/** Like, message and gift (§2). Visitors get the §6 login messages. */
export function MemberActions({ id, name, viewerId }: Props) {
  const t = useTranslations('MemberProfile');
  const [prompt, setPrompt] = useState<string | null>(null);

  if (viewerId === id) {
    return (
      <Link href={paths.profile} className="btn btn-outline-dark">
        <i className="bi bi-pencil me-2" aria-hidden />
        {t('editOwn')}
      </Link>
    );
  }
  if (viewerId === null) {
    return (
      <div className="d-flex flex-wrap gap-2">
        <button className="btn btn-primary fw-bold" type="button" onClick={() => setPrompt(t('likeLoggedOut'))}>
          <i className="bi bi-heart-fill me-2" aria-hidden />
          {t('like')}
        </button>
        <button className="btn btn-outline-dark" type="button" onClick={() => setPrompt(t('messageLoggedOut'))}>
          <i className="bi bi-chat-heart me-2" aria-hidden />
          {t('message')}
        </button>
        <button className="btn btn-outline-dark" type="button" onClick={() => setPrompt(t('giftLoggedOut'))}>
          <i className="bi bi-gift me-2" aria-hidden />
          {t('gift')}
        </button>
        <LoginPromptModal message={prompt} onHide={() => setPrompt(null)} />
      </div>
    );
  }
  return (
    <div className="d-flex flex-wrap gap-2">
      <LikeButton id={id} name={name} />
      <Link href={paths.members.chat(id)} prefetch={false} className={`btn btn-primary fw-bold`}>
        <i className="bi bi-chat-heart-fill me-2" aria-hidden />
        {t('message')}
      </Link>
      <GiftButton id={id} name={name} />
      <MemberSafetyMenu id={id} name={name} />
    </div>
  );
}
