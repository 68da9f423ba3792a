import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { LikesTab } from '../likes-tabs';
import styles from './likes.module.css';
import { paths } from '@/shared/paths';

const ICONS: Record<LikesTab, string> = { received: 'bi-heart', given: 'bi-hand-thumbs-up', matches: 'bi-hearts' };

/** A tab without members: what would show here and a way to find someone. */
export function LikesEmpty({ tab }: { tab: LikesTab }) {
  const t = useTranslations('LikesPage');
  return (
    <div className="text-center py-5 px-3 bg-white rounded-3 shadow-sm">
      <span className={`${styles.emptyIcon} mb-3`} aria-hidden>
        <i className={`bi ${ICONS[tab]}`} />
      </span>
      <h2 className="h5 fw-bold">{t(`empty.${tab}.title`)}</h2>
      <p className="text-body-secondary mx-auto" style={{ maxWidth: 420 }}>
        {t(`empty.${tab}.text`)}
      </p>
      <Link href={paths.members.search()} className="btn btn-primary">
        <i className="bi bi-search me-2" aria-hidden />
        {t('findMembers')}
      </Link>
    </div>
  );
}
