'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './chat.module.scss';
import { paths } from '@/shared/paths';

/** §6: a visitor who opens a chat learns that chatting needs an account, with login and sign-up. */
export function ChatLoginPrompt({ next }: { next: string }) {
  const t = useTranslations('ChatPage');
  return (
    <div className="flex-grow-1 d-flex align-items-center justify-content-center p-4">
      <div className="text-center" style={{ maxWidth: 420 }}>
        <span className={`${styles.emptyIcon} mb-4`} aria-hidden>
          <i className="bi bi-chat-heart" />
        </span>
        <h1 className="h4 fw-bold mb-4">{t('loginRequired')}</h1>
        <div className="d-flex justify-content-center gap-2">
          <Link href={paths.auth.login(next)} className="btn btn-outline-dark">
            {t('login')}
          </Link>
          {/* The chat layout has no signup modal (§2): the signup page serves every screen here. */}
          <Link href={paths.signup.page} className="btn btn-primary fw-bold">
            {t('signup')}
          </Link>
        </div>
      </div>
    </div>
  );
}
