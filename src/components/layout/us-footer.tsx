import { useLocale, useTranslations } from 'next-intl';
import type { SettingsDto } from '@/shared/types/api';
import styles from './layout.module.scss';

/** §2: the optional US footer (an 18 U.S.C. 2257 statement), for the English locale only; rendered on the server like the footer. */
export function UsFooter({ settings }: { settings: SettingsDto }) {
  const t = useTranslations('Footer');
  const locale = useLocale();
  const { name, support_email: email } = settings;
  if (locale !== 'en') return null;
  return (
    <aside className={`${styles.usFooter} py-3`} aria-label={t('usStatementTitle')}>
      <div className="container-xl">
        <p className="fw-semibold mb-1">{t('usStatementTitle')}</p>
        <p className="mb-0">{t('usStatement', { name, email })}</p>
      </div>
    </aside>
  );
}
