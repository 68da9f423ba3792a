'use client';
import Link from 'next/link';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { useUser } from '@/lib/api/current-user';
import type { MessagePriceDto } from '@/shared/types/payments';
import { usePackages } from '../api/get-packages';
import { MessagePriceTable } from './message-price-table';
import { PackageGrid } from './package-grid';
import { QueryState } from './query-state';
import { paths } from '@/shared/paths';

/** The visitor's country when the site lists prices for it, otherwise the first listed. */
function defaultCountry(countries: string[], visitor: string | null): string | null {
  return visitor && countries.includes(visitor) ? visitor : (countries[0] ?? visitor);
}

/** §2 /pricing (public): the message price per country, the packages of a country, the refund period. */
export function PricingPage({ prices }: { prices: MessagePriceDto[] }) {
  const t = useTranslations('PricingPage');
  const countryName = useCountryName();
  const settings = useSettings();
  const { data: user } = useUser();
  // Every country of the site that has packages: the table and the country choice list the same ones.
  const countries = prices.map((p) => p.country);
  const [country, setCountry] = useState(() => defaultCountry(countries, settings.geoip_selected_country ?? settings.geoip_country));
  const { data, error } = usePackages(country);
  return (
    <div className="container-xl py-4 py-md-5">
      <header className="mb-4">
        <h1 className="fw-bold mb-2">{t('title')}</h1>
        <p className="lead mb-0">{t('intro', { name: settings.name, credits: settings.message_credits })}</p>
      </header>
      <div className="row g-4 g-lg-5">
        <section className="col-lg-4" aria-labelledby="message-prices">
          <h2 id="message-prices" className="h4 fw-bold">
            {t('messagePricesTitle')}
          </h2>
          <MessagePriceTable prices={prices} />
        </section>
        <section className="col-lg-8" aria-labelledby="packages-title">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <h2 id="packages-title" className="h4 fw-bold mb-0">
              {t('packagesTitle')}
            </h2>
            {countries.length > 1 && (
              <Form.Select size="sm" className="w-auto" aria-label={t('country')} value={country ?? ''} onChange={(e) => setCountry(e.target.value)}>
                {countries.map((c) => (
                  <option key={c} value={c}>
                    {countryName(c)}
                  </option>
                ))}
              </Form.Select>
            )}
          </div>
          {data ? <PackageGrid packages={data.packages} hrefFor={null} label={t('packagesTitle')} maxColumns={3} /> : <QueryState error={error} />}
          {user && (
            <Link href={paths.credits.packages} className="btn btn-primary mt-4">
              {t('buyCredits')}
            </Link>
          )}
          <p className="small text-body-secondary mt-4 mb-0">{t('noSubscription')}</p>
          <p className="small text-body-secondary mb-0">{t('refundNote', { days: settings.refund_days })}</p>
        </section>
      </div>
    </div>
  );
}
