import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './shell.module.scss';

/** /chats before chat exists: a full-screen empty state with a way to find someone to write to. */
export function ChatsEmpty() {
  const t = useTranslations('ChatsPage');
  return (
    <>
      <header className="d-flex align-items-center gap-2 px-3 py-2 bg-white border-bottom">
        <Link href="/members" className="btn btn-link text-body px-1" aria-label={t('back')}>
          <i className="bi bi-chevron-left fs-5" aria-hidden />
        </Link>
        <h1 className="h5 fw-bold mb-0">{t('title')}</h1>
      </header>
      <div className="flex-grow-1 d-flex align-items-center justify-content-center p-4">
        <div className="text-center" style={{ maxWidth: 420 }}>
          <span className={`${styles.emptyIcon} mb-4`} aria-hidden>
            <i className="bi bi-chat-heart" />
          </span>
          <h2 className="h4 fw-bold">{t('emptyTitle')}</h2>
          <p className="text-body-secondary mb-4">{t('emptyBody')}</p>
          <Link href="/members" className={`btn btn-lg btn-primary px-4`}>
            <i className="bi bi-search me-2" aria-hidden />
            {t('findMembers')}
          </Link>
        </div>
      </div>
    </>
  );
}
