import { badgeText } from './badge-rules';
import styles from './layout.module.scss';

type Props = {
  count: number;
  /** Read by screen readers instead of the bare number, e.g. "3 unread messages". */
  label: string;
  className?: string;
};

/** A pill with a count in the unread colour, capped at 99+ (§9); renders nothing at 0. */
export function CountBadge({ count, label, className }: Props) {
  if (count <= 0) return null;
  return (
    <span className={`badge rounded-pill ${styles.countBadge} ${className ?? ''}`}>
      <span aria-hidden>{badgeText(count)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
