'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import type { MemberOrderDto } from '@/shared/types/staff-members';
import { formatDateTimeToMinute } from '../../format';

const money = (cents: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** The newest 20 orders; status and method are the shop's own codes. */
export function MemberOrders({ orders }: { orders: MemberOrderDto[] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  if (!orders.length) return <p className="small text-body-secondary">{t('members.ordersEmpty')}</p>;
  return (
    <Table size="sm" responsive className="small" aria-label={t('members.ordersHeading')}>
      <thead>
        <tr>
          <th scope="col">{t('members.colTime')}</th>
          <th scope="col">{t('members.colStatus')}</th>
          <th scope="col">{t('members.colMethod')}</th>
          <th scope="col" className="text-end">
            {t('members.colAmount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td className="text-nowrap">{formatDateTimeToMinute(order.created_at, locale)}</td>
            <td>
              <code>{order.status}</code>
            </td>
            <td>
              <code>{order.method}</code>
            </td>
            <td className="text-end text-nowrap">{money(order.amount_cents, order.currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
