import type { Result } from 'lighthouse';

type Audit = Result['audits'][string];

/** Audit titles with what they would save, for the aims a page misses. */
function savingsOf(audit: Audit): string {
  const saved = Object.entries(audit.metricSavings ?? {}).flatMap(([metric, value]) =>
    typeof value === 'number' && value > 0 ? [[metric, value] as const] : [],
  );
  const parts = saved.map(([metric, value]) => (metric === 'CLS' ? `${metric} ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`));
  if (audit.displayValue) parts.unshift(audit.displayValue);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** The performance audits that still cost something, largest saving first. */
export function performanceLeft(lhr: Result, limit = 4): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const audits = refs
    .filter((ref) => !ref.group || ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => Boolean(audit) && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative');
  const weight = (audit: Audit) => Object.values(audit.metricSavings ?? {}).reduce<number>((sum, v) => sum + (v ?? 0), 0);
  return audits
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, limit)
    .map((audit) => `${audit.title}${savingsOf(audit)}`);
}

/** The failing audits of a category that should score 100. */
export function categoryLeft(lhr: Result, categoryId: string): string[] {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is Audit => Boolean(audit) && audit.score !== null && audit.score < 1)
    .map((audit) => audit.title);
}
