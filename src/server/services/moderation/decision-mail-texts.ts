import 'server-only';
import type { ModerationDecision } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { ParagraphMail } from '../mail/send-paragraph-mail';
import { labelled } from '@/shared/i18n/typography';
import type { Locale } from '@/shared/constants';
import type { DecisionAction } from '@/shared/moderation';

type Links = { appeal: string; decisions: string };

/** A date and time for a mail: the end of a suspension, in UTC (the mail does not know the reader's zone). */
function when(locale: Locale, date: Date): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} (UTC)`;
}

/**
 * The statement of reasons (DSA art. 17): what was decided and until when, that a person decided, the
 * rule it rests on, the moderator's explanation, and the ways to redress: the one appeal (the link
 * works without logging in), an out-of-court dispute settlement body, a court.
 */
export function statementMail(locale: Locale, site: string, d: ModerationDecision, links: Links): ParagraphMail {
  const t = (key: string, values: Record<string, string> = {}) => translate(locale, `Mail.decision.${key}`, { site, reference: d.reference, ...values });
  const what = t(`what.${d.action}`, { until: d.endsAt ? when(locale, d.endsAt) : '' });
  return {
    subject: t('subject'),
    paragraphs: [
      t('intro'),
      labelled(locale, t('whatLabel'), what),
      labelled(locale, t('ruleLabel'), t(`rule.${d.ground}`)),
      labelled(locale, t('whyLabel'), d.reason),
      t('appeal'),
      t('outro', { decisions: links.decisions }),
    ],
    action: { label: t('action'), link: links.appeal },
  };
}

/** The answer to the member's appeal, by a moderator who had no part in the decision. */
export function appealOutcomeMail(locale: Locale, site: string, d: ModerationDecision, links: Links): ParagraphMail {
  const t = (key: string) => translate(locale, `Mail.appealOutcome.${key}`, { site, reference: d.reference });
  return {
    subject: t('subject'),
    paragraphs: [
      t(d.appealOutcome === 'overturned' ? 'overturned' : 'upheld'),
      labelled(locale, translate(locale, 'Mail.decision.whyLabel'), d.appealReason ?? ''),
      t('outro'),
    ],
    action: { label: t('action'), link: links.decisions },
  };
}

/** The notifier's answer: the notice's reference and whether action was taken, never what or against whom in detail. */
export function noticeOutcomeMail(locale: Locale, site: string, reference: string, action: DecisionAction, link: string): ParagraphMail {
  const t = (key: string) => translate(locale, `Mail.noticeOutcome.${key}`, { site, reference });
  return { subject: t('subject'), paragraphs: [t('intro'), t(action === 'dismiss' ? 'dismissed' : 'acted'), t('outro')], action: { label: t('action'), link } };
}
