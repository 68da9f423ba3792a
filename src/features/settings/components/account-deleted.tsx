import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DELETION_REGRET_DAYS } from '@/shared/constants';
import { paths } from '@/shared/paths';

/** /account-deleted: after a deletion (§4), or where an invalid reactivation link lands. */
export function AccountDeleted({ invalidLink }: { invalidLink: boolean }) {
  const t = useTranslations('AccountDeletedPage');
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 560 }}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-4">
          <i className={`bi bi-${invalidLink ? 'exclamation-triangle' : 'envelope-check'} display-5 text-primary d-block mb-2`} aria-hidden />
          <h1 className="h3 mb-3">{invalidLink ? t('invalidTitle') : t('title')}</h1>
          <p>{invalidLink ? t('invalidText', { days: DELETION_REGRET_DAYS }) : t('text', { days: DELETION_REGRET_DAYS })}</p>
          <Link href={paths.home} className="btn btn-primary">
            {t('toHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
