'use client';
import { useFormatter } from 'next-intl';

/** A row's date with its time below it: narrow enough for the tables on a phone. */
export function DateCell({ at }: { at: string }) {
  const format = useFormatter();
  const date = new Date(at);
  return (
    <td className="text-nowrap">
      <span className="d-block">{format.dateTime(date, { dateStyle: 'short' })}</span>
      <span className="small text-body-secondary">{format.dateTime(date, { timeStyle: 'short' })}</span>
    </td>
  );
}
