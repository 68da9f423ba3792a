'use client';
import { useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { useStaffMember } from '../../api/session';
import { PasskeysCard } from './passkeys-card';
import styles from '../staff.module.scss';

/** /staff/account: who is logged in, with which role and scope, and their passkeys. */
export function AccountPage() {
  const t = useTranslations('Staff');
  const staff = useStaffMember();
  if (!staff) return null;
  return (
    <div className={`container py-3 ${styles.narrowPage}`}>
      <h1 className="h4 mb-3">{t('account.title')}</h1>
      <Card className="mb-4">
        <Card.Body>
          <dl className="row mb-0">
            <dt className="col-sm-4">{t('email')}</dt>
            <dd className="col-sm-8 text-break">{staff.email}</dd>
            <dt className="col-sm-4">{t('account.role')}</dt>
            <dd className="col-sm-8">{t(`roles.${staff.role}`)}</dd>
            <dt className="col-sm-4">{t('account.languages')}</dt>
            <dd className="col-sm-8 mb-0">
              {staff.languages.length ? staff.languages.map((code) => code.toUpperCase()).join(', ') : t('account.allLanguages')}
            </dd>
          </dl>
        </Card.Body>
      </Card>
      <PasskeysCard />
    </div>
  );
}
