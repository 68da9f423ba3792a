import { getTranslations } from 'next-intl/server';
import type { MemberDecisionDto } from '@/shared/types/moderation';
import { DecisionCard } from './decision-card';

/** /decisions: the member's statements of reasons, newest first, each with its one appeal. */
export async function DecisionsPage({ items }: { items: MemberDecisionDto[] }) {
  const t = await getTranslations('DecisionsPage');
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="d-grid gap-3">
          {items.map((d) => (
            <DecisionCard key={d.reference} decision={d} />
          ))}
        </div>
      )}
    </div>
  );
}
