'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { sortByName } from '@/shared/collation';
import type { MessagePriceDto } from '@/shared/types/payments';
import { useMoney } from '../hooks/use-money';

/** What one message costs at best in each country of the site, from the same packages the cards show. */
export function MessagePriceTable({ prices }: { prices: MessagePriceDto[] }) {
  const t = useTranslations('PricingPage');
  const countryName = useCountryName();
  const money = useMoney();
  const locale = useLocale();
  const named = prices.map((p) => ({ ...p, name: countryName(p.country) ?? p.country }));
  const rows = sortByName(named, locale, (c) => c.name);
  return (
    <table className="table table-sm align-middle mb-0">
      <caption className="caption-top">{t('messagePriceCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('country')}</th>
          <th scope="col" className="text-end">
            {t('messagePrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ country, name, price_per_message: cents, currency }) => (
          <tr key={country}>
            <th scope="row" className="fw-normal">
              {name}
            </th>
            <td className="text-end">{t('fromPrice', { price: money(cents, currency) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
