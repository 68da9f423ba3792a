'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { sortByName } from '@/shared/collation';
import { useMoney } from '../hooks/use-money';

/** §3 minimum_message_costs: what one message costs per country, in that country's currency. */
export function MessagePriceTable() {
  const t = useTranslations('PricingPage');
  const countryName = useCountryName();
  const money = useMoney();
  const locale = useLocale();
  const named = Object.entries(useSettings().minimum_message_costs).map(([country, cost]) => ({ country, name: countryName(country) ?? country, ...cost }));
  const costs = sortByName(named, locale, (c) => c.name);
  return (
    <table className="table table-sm align-middle mb-0">
      <caption className="caption-top">{t('messagePriceCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('country')}</th>
          <th scope="col" className="text-end">{t('messagePrice')}</th>
        </tr>
      </thead>
      <tbody>
        {costs.map(({ country, name, costs: amount, currency }) => (
          <tr key={country}>
            <th scope="row" className="fw-normal">{name}</th>
            <td className="text-end">{t('fromPrice', { price: money(amount, currency, { cents: false }) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
