import { Badge } from 'react-bootstrap';
import { creditsBadgeVariant } from './badge-rules';

/** §2: the balance of a paid member, shown when it runs low (≤ 10). */
export function CreditsBadge({ credits, label }: { credits: number; label: string }) {
  const variant = creditsBadgeVariant(credits);
  if (!variant) return null;
  return (
    <Badge pill bg={variant} text={variant === 'warning' ? 'dark' : undefined}>
      <span aria-hidden>{credits}</span>
      <span className="visually-hidden">{label}</span>
    </Badge>
  );
}
