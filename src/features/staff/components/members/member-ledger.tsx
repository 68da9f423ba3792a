'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import type { MemberLedgerRowDto } from '@/shared/types/staff-members';
import { formatDateTimeToMinute } from '../../format';

/** The newest 50 credit changes; kinds are the ledger's own codes (purchase, message, adjustment …). */
export function MemberLedger({ rows }: { rows: MemberLedgerRowDto[] }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  if (!rows.length) return <p className="small text-body-secondary">{t('members.ledgerEmpty')}</p>;
  return (
    <Table size="sm" responsive className="small" aria-label={t('members.ledgerLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('members.colTime')}</th>
          <th scope="col">{t('members.colKind')}</th>
          <th scope="col" className="text-end">
            {t('members.colChange')}
          </th>
          <th scope="col" className="text-end">
            {t('members.colBalance')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="text-nowrap">{formatDateTimeToMinute(row.created_at, locale)}</td>
            <td>
              <code>{row.kind}</code>
            </td>
            <td className="text-end">{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
            <td className="text-end">{row.balance_after}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
