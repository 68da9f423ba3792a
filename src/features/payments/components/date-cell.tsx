'use client';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/** A row's date with its time below it: narrow enough for the tables on a phone. */
export function DateCell({ at }: { at: string }) {
  const dates = useDateFormat();
  const date = new Date(at);
  return (
    <td className="text-nowrap">
      <span className="d-block">{dates.dateTime(date, { dateStyle: 'short' })}</span>
      <span className="small text-body-secondary">{dates.dateTime(date, { timeStyle: 'short' })}</span>
    </td>
  );
}
