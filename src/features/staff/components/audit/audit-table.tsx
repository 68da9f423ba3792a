'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Table } from 'react-bootstrap';
import type { AuditEntryDto } from '@/shared/types/staff';
import { formatDateTime } from '../../format';
import styles from './audit.module.scss';

/** Before and after as one compact line of JSON; the cell wraps, the data keeps its shape. */
function CompactJson({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-body-secondary">–</span>;
  return <code className={styles.json}>{JSON.stringify(value)}</code>;
}

function Row({ entry, onStaff }: { entry: AuditEntryDto; onStaff: (id: number) => void }) {
  const t = useTranslations('Staff');
  const locale = useLocale();
  return (
    <tr>
      <td className="text-nowrap">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
      </td>
      <td className="text-nowrap">
        {entry.staff ? (
          <Button variant="link" size="sm" className="p-0 text-start" title={t('filterByStaff')} onClick={() => onStaff(entry.staff!.id)}>
            {entry.staff.email}
          </Button>
        ) : (
          <em className="text-body-secondary">{t('commandLine')}</em>
        )}
      </td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td className="text-nowrap">
        {entry.target_type}
        {entry.target_id && ` #${entry.target_id}`}
      </td>
      <td>
        <CompactJson value={entry.before} />
      </td>
      <td>
        <CompactJson value={entry.after} />
      </td>
      <td className="text-break">{entry.reason ?? ''}</td>
      <td className="text-nowrap">{entry.ip ?? ''}</td>
    </tr>
  );
}

/** The trail, newest first: time, who, what, on what, the change, why and from where. */
export function AuditTable({ items, onStaff }: { items: AuditEntryDto[]; onStaff: (id: number) => void }) {
  const t = useTranslations('Staff');
  if (items.length === 0) return <p className="text-body-secondary">{t('auditEmpty')}</p>;
  return (
    <Table size="sm" striped hover responsive className={`bg-white small align-middle ${styles.table}`}>
      <thead>
        <tr>
          {(['colTime', 'colStaff', 'colAction', 'colTarget', 'colBefore', 'colAfter', 'colReason', 'colAddress'] as const).map((key) => (
            <th key={key} scope="col" className="text-nowrap">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <Row key={entry.id} entry={entry} onStaff={onStaff} />
        ))}
      </tbody>
    </Table>
  );
}
