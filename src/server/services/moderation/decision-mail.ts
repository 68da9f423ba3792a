import 'server-only';
import { eq } from 'drizzle-orm';
import type { Container } from '../../container';
import { moderationDecisions, reports, sites, users, type ModerationDecision, type Site } from '../../db/schema';
import type { ServiceContext } from '../context';
import { siteOrigin } from '../sites/site-origin';
import { sendParagraphMail } from '../mail/send-paragraph-mail';
import { statementMail, appealOutcomeMail, noticeOutcomeMail } from './decision-mail-texts';
import { appealToken } from './appeal-token';
import { isLocale } from '@/shared/locale';
import { paths } from '@/shared/paths';

export const DECISION_MAIL_JOB = 'send-decision-mail';

/** statement: the member's statement of reasons; outcome: the notifier's answer; appeal: the appeal's answer. */
export type DecisionMailKind = 'statement' | 'outcome' | 'appeal';
/** Ids only: addresses and texts are read when the mail goes. */
export type DecisionMailPayload = { decisionId: number; kind: DecisionMailKind };

type Deps = Pick<Container, 'db' | 'mailer' | 'caches' | 'publicUrl' | 'serverPort'>;

export async function queueDecisionMails(ctx: ServiceContext, decisionId: number, kinds: DecisionMailKind[]): Promise<void> {
  for (const kind of kinds) await ctx.jobs.enqueue(DECISION_MAIL_JOB, { decisionId, kind } satisfies DecisionMailPayload);
}

/** The member's address and site: a legal statement goes whatever their mail settings, but not to an erased account. */
async function memberOf(deps: Deps, decision: ModerationDecision): Promise<{ email: string; site: Site } | null> {
  if (decision.memberId === null) return null;
  const [row] = await deps.db
    .select({ email: users.email, site: sites })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, decision.memberId));
  return row ?? null;
}

async function sendStatement(deps: Deps, decision: ModerationDecision, kind: 'statement' | 'appeal'): Promise<void> {
  const member = await memberOf(deps, decision);
  if (!member) return;
  const origin = siteOrigin(deps, member.site);
  const locale = isLocale(decision.language) ? decision.language : 'en';
  const links = {
    appeal: `${origin}${paths.decisions.appeal(decision.reference, await appealToken(deps, decision.id))}`,
    decisions: `${origin}${paths.decisions.list}`,
  };
  const mail = kind === 'statement' ? statementMail(locale, member.site.name, decision, links) : appealOutcomeMail(locale, member.site.name, decision, links);
  await sendParagraphMail({ mailer: deps.mailer, siteName: member.site.name }, member.email, locale, mail);
}

/** The notifier's answer, in the report's language: the notice's reference and whether action was taken, nothing about the member. */
async function sendOutcome(deps: Deps, decision: ModerationDecision): Promise<void> {
  if (decision.reportId === null) return;
  const [row] = await deps.db
    .select({ reference: reports.reference, email: reports.notifierEmail, memberEmail: users.email, language: reports.language, site: sites })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .innerJoin(sites, eq(sites.id, reports.siteId))
    .where(eq(reports.id, decision.reportId));
  const to = row?.email ?? row?.memberEmail;
  if (!row?.reference || !to) return;
  const locale = isLocale(row.language) ? row.language : 'en';
  const link = `${siteOrigin(deps, row.site)}${paths.info('complaints')}`;
  await sendParagraphMail(
    { mailer: deps.mailer, siteName: row.site.name },
    to,
    locale,
    noticeOutcomeMail(locale, row.site.name, row.reference, decision.action, link),
  );
}

/** The job: one of the three mails about a decision. */
export async function sendDecisionMail(deps: Deps, payload: DecisionMailPayload): Promise<void> {
  const [decision] = await deps.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, payload.decisionId));
  if (!decision) return;
  if (payload.kind === 'outcome') await sendOutcome(deps, decision);
  else await sendStatement(deps, decision, payload.kind);
}
