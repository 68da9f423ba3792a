'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useCompanyInfo } from '@/lib/api/company-info';

/** The company behind the site under the legal pages: name, address, KvK, VAT and support phone. */
export function CompanyBlock() {
  const t = useTranslations('CompanyInfo');
  const { data: company } = useCompanyInfo();
  if (!company) return null;
  const phone = company.support_phone ? <a href={`tel:${company.support_phone}`}>{company.support_phone}</a> : null;
  const rows: [string, ReactNode][] = [
    [t('tradenames'), company.tradenames.join(', ')],
    [t('kvk'), company.kvk],
    [t('vat'), company.vat_numbers.join(', ')],
    [t('phone'), phone],
  ];
  return (
    <section aria-labelledby="company-title" className="border-top pt-4 mt-4 small">
      <h2 id="company-title" className="h6 fw-bold">
        {t('title')}
      </h2>
      <address className="mb-2">
        <strong>{company.name}</strong>
        {[company.address, company.city, company.country].filter(Boolean).map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
      </address>
      <dl className="mb-0">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="d-flex gap-2">
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
