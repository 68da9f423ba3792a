'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { LedgerEntryDto } from '@/shared/types/payments';
import { DateCell } from './date-cell';

const KINDS = ['signup_bonus', 'purchase', 'message', 'photo', 'gift', 'refund', 'chargeback', 'bonus', 'adjustment'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/** Every credit in and out (§5 ledger), newest first, with the balance after each row. */
export function LedgerTable({ entries }: { entries: LedgerEntryDto[] }) {
  const t = useTranslations('TransactionsPage');
  const format = useFormatter();
  const sorted = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle small">
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('description')}</th>
            <th scope="col" className="text-end">
              {t('credits')}
            </th>
            <th scope="col" className="text-end">
              {t('balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((e) => (
            <tr key={e.id}>
              <DateCell at={e.created_at} />
              <td>{t(`kind.${isKind(e.kind) ? e.kind : 'adjustment'}`)}</td>
              <td className={`text-end fw-semibold ${e.delta < 0 ? 'text-danger' : 'text-success'}`}>
                {format.number(e.delta, { signDisplay: 'exceptZero' })}
              </td>
              <td className="text-end">{format.number(e.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
