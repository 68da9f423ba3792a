'use client';
import Link from 'next/link';
import { Alert } from 'react-bootstrap';
import { useFormatter, useTranslations } from 'next-intl';
import { useDirectDebitFlow } from '../hooks/use-direct-debit-flow';
import { SddDetailsForm } from './sdd-details-form';
import { SddCodeStep } from './sdd-code-step';
import styles from './direct-debit.module.scss';
import { paths } from '@/shared/paths';

export type DebitPackage = { id: number; credits: number; priceCents: number; currency: string };

/** A refusal about the member (barred, over the limit), said plainly, with the way back to the other methods. */
function Refusal({ message }: { message: string }) {
  const t = useTranslations('DirectDebitPage');
  return (
    <Alert variant="warning" className="mb-0">
      <p>{message}</p>
      <Link href={paths.credits.packages} className="alert-link">
        {t('otherMethod')}
      </Link>
    </Alert>
  );
}

function Flow({ pkg, creditor }: { pkg: DebitPackage; creditor: string }) {
  const flow = useDirectDebitFlow(pkg.id);
  if (flow.refusal) return <Refusal message={flow.refusal} />;
  return (
    <>
      {flow.errors.alert && <Alert variant="danger">{flow.errors.alert}</Alert>}
      {flow.phoneHint ? <SddCodeStep flow={flow} /> : <SddDetailsForm flow={flow} creditor={creditor} />}
    </>
  );
}

/** §2 /directdebit?package=ID: pay one package by SEPA direct debit, confirmed with a code by SMS. */
export function DirectDebitPage({ pkg, creditor }: { pkg: DebitPackage | null; creditor: string }) {
  const t = useTranslations('DirectDebitPage');
  const format = useFormatter();
  return (
    <div className={`container py-4 py-md-5 ${styles.page}`}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-4">
          <h1 className="h3 mb-2">{t('title')}</h1>
          {pkg ? (
            <>
              <p className="fw-semibold mb-1">
                {t('packageSummary', { credits: pkg.credits, price: format.number(pkg.priceCents / 100, { style: 'currency', currency: pkg.currency }) })}
              </p>
              <p className="text-body-secondary">{t('intro')}</p>
              <Flow pkg={pkg} creditor={creditor} />
            </>
          ) : (
            <Alert variant="info" className="mb-0">
              <p>{t('noPackage')}</p>
              <Link href={paths.credits.packages} className="alert-link">
                {t('choosePackage')}
              </Link>
            </Alert>
          )}
        </div>
      </div>
    </div>
  );
}
