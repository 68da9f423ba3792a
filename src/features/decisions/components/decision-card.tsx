import { getLocale, getTranslations } from 'next-intl/server';
import type { MemberDecisionDto } from '@/shared/types/moderation';
import { AppealForm } from './appeal-form';

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * One statement of reasons as the mail told it (the same texts): what was decided, the rule, the
 * moderator's reason, and the appeal: the form while it is open, else where it stands.
 */
export async function DecisionCard({ decision }: { decision: MemberDecisionDto }) {
  const t = await getTranslations('DecisionsPage');
  const mail = await getTranslations('Mail.decision');
  const locale = await getLocale();
  const until = decision.ends_at ? formatDate(decision.ends_at, locale) : '';
  return (
    <article className="card" aria-labelledby={`decision-${decision.reference}`}>
      <header className="card-header d-flex flex-wrap gap-2">
        <h2 className="h6 mb-0 me-auto" id={`decision-${decision.reference}`}>
          {t(`action.${decision.action}`)}
        </h2>
        <span className="small text-body-secondary">
          {formatDate(decision.created_at, locale)} · {decision.reference}
        </span>
      </header>
      <div className="card-body">
        <dl className="mb-3">
          <dt>{mail('whatLabel')}</dt>
          <dd>{mail(`what.${decision.action}`, { until })}</dd>
          <dt>{mail('ruleLabel')}</dt>
          <dd>{mail(`rule.${decision.ground}`)}</dd>
          <dt>{mail('whyLabel')}</dt>
          <dd className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {decision.reason}
          </dd>
          {decision.state !== 'in_force' && (
            <>
              <dt>{t('stateLabel')}</dt>
              <dd>{t(`state.${decision.state}`)}</dd>
            </>
          )}
        </dl>
        {decision.appeal.state === 'open' ? (
          <AppealForm reference={decision.reference} />
        ) : (
          <div className="border-top pt-2">
            <p className="fw-semibold mb-1">{t(`appeal.${decision.appeal.state}`)}</p>
            {decision.appeal.text && <blockquote className="small border-start ps-2 text-break">{decision.appeal.text}</blockquote>}
            {decision.appeal.reason && (
              <p className="small mb-0">
                {t('appealAnswer')} {decision.appeal.reason}
              </p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
