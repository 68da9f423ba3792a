'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/shared/payments';
import { methodHref } from '../utils/checkout-href';
import { PaymentMethodLogo } from './payment-method-logo';
import styles from './payments.module.scss';

/** §2 payment method picker: each method of the country with its logo and name. */
export function MethodList({ packageId, methods }: { packageId: number; methods: PaymentMethod[] }) {
  const t = useTranslations('PaymentMethods');
  const tc = useTranslations('CreditsPage');
  return (
    <ul className="list-group shadow-sm" aria-label={tc('methods')}>
      {methods.map((method) => (
        <li key={method} className="list-group-item list-group-item-action p-0">
          <Link href={methodHref(packageId, method)} className={`d-flex align-items-center gap-3 px-3 py-2 text-body text-decoration-none ${styles.method}`}>
            <PaymentMethodLogo method={method} />
            <span className="fw-semibold">{t(method)}</span>
            <i className="bi bi-chevron-right ms-auto text-body-secondary" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
