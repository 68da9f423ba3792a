'use client';
import { useLocale, useTranslations } from 'next-intl';
import { DataTable, type ColumnDef } from '@/components/data-table/data-table';
import type { MemberOrderDto } from '@/shared/types/staff-members';
import { formatDateTimeToMinute } from '../../format';
import type { StepUpGuard } from '../team/step-up-guard';
import { RefundOrderButton } from './refund-order-button';

const money = (cents: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

type Props = { memberId: number; orders: MemberOrderDto[]; askedForCode: StepUpGuard };

/** The newest 20 orders; status and method are the shop's own codes. A paid order can be refunded from here. */
export function MemberOrders({ memberId, orders, askedForCode }: Props) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  const columns: ColumnDef<MemberOrderDto, never>[] = [
    {
      id: 'time',
      accessorKey: 'created_at',
      header: t('members.colTime'),
      cell: ({ row }) => <span className="text-nowrap">{formatDateTimeToMinute(row.original.created_at, locale)}</span>,
    },
    { accessorKey: 'status', header: t('members.colStatus'), cell: ({ row }) => <code>{row.original.status}</code> },
    { accessorKey: 'method', header: t('members.colMethod'), cell: ({ row }) => <code>{row.original.method}</code> },
    {
      id: 'amount',
      accessorKey: 'amount_cents',
      header: t('members.colAmount'),
      meta: { numeric: true },
      cell: ({ row }) => <span className="text-nowrap">{money(row.original.amount_cents, row.original.currency, locale)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">{t('members.colActions')}</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.status === 'paid' ? (
          <RefundOrderButton
            memberId={memberId}
            order={row.original}
            amount={money(row.original.amount_cents, row.original.currency, locale)}
            askedForCode={askedForCode}
          />
        ) : null,
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={orders}
      caption={t('members.ordersHeading')}
      empty={<p className="small text-body-secondary">{t('members.ordersEmpty')}</p>}
      rowId={(order) => String(order.id)}
    />
  );
}
