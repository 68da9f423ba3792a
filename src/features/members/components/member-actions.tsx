'use client';
import { useState } from 'react';
import Link from 'next/link';
import { Button, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { GiftButton } from './gift-button';
import { LoginPromptModal } from './login-prompt-modal';

type Props = { id: number; name: string; viewerId: number | null };

/** Like, message and gift (§2). Visitors get the §6 login messages; like arrives later. */
export function MemberActions({ id, name, viewerId }: Props) {
  const t = useTranslations('MemberProfile');
  const [prompt, setPrompt] = useState<string | null>(null);

  if (viewerId === id) {
    return (
      <Link href="/profile" className="btn btn-outline-dark">
        <i className="bi bi-pencil me-2" aria-hidden />
        {t('editOwn')}
      </Link>
    );
  }
  if (viewerId === null) {
    return (
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" className={`fw-bold`} onClick={() => setPrompt(t('likeLoggedOut'))}>
          <i className="bi bi-heart-fill me-2" aria-hidden />{t('like')}
        </Button>
        <Button variant="outline-dark" onClick={() => setPrompt(t('messageLoggedOut'))}>
          <i className="bi bi-chat-heart me-2" aria-hidden />{t('message')}
        </Button>
        <Button variant="outline-dark" onClick={() => setPrompt(t('giftLoggedOut'))}>
          <i className="bi bi-gift me-2" aria-hidden />{t('gift')}
        </Button>
        <LoginPromptModal message={prompt} onHide={() => setPrompt(null)} />
      </div>
    );
  }
  // Like is not built yet: shown disabled (no dead end), with what they will do on hover.
  const later = (label: string, hint: string, icon: string) => (
    <OverlayTrigger overlay={<Tooltip>{hint}</Tooltip>}>
      <span className="d-inline-block" tabIndex={0} aria-label={hint}>
        <Button variant="outline-dark" disabled style={{ pointerEvents: 'none' }} tabIndex={-1}>
          <i className={`bi ${icon} me-2`} aria-hidden />{label}
        </Button>
      </span>
    </OverlayTrigger>
  );
  return (
    <div className="d-flex flex-wrap gap-2">
      {later(t('like'), t('likeHint', { name }), 'bi-heart-fill')}
      <Link href={`/members/${id}/chat`} prefetch={false} className={`btn btn-primary fw-bold`}>
        <i className="bi bi-chat-heart-fill me-2" aria-hidden />{t('message')}
      </Link>
      <GiftButton id={id} name={name} />
    </div>
  );
}
