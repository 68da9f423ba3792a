import { creditsBadgeVariant } from './badge-rules';

/** §2: the balance of a paid member, shown when it runs low (≤ 10). */
export function CreditsBadge({ credits, label }: { credits: number; label: string }) {
  const variant = creditsBadgeVariant(credits);
  if (!variant) return null;
  return (
    <span className={`badge rounded-pill bg-${variant} ${variant === 'warning' ? 'text-dark' : ''}`}>
      <span aria-hidden>{credits}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
