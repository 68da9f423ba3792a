import 'server-only';
import type { AuthedContext } from '../context';
import type { Interest } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { ChatPartner } from './chat-partners';

async function interestsOf(ctx: AuthedContext, userId: number): Promise<Interest[]> {
  const rows = await ctx.reads.interests.execute({ userId });
  // Sexual interests are special-category data (GDPR art. 9) and no way to open a conversation.
  return rows.map((row) => row.interest).filter((interest) => !interest.sensitive);
}

/**
 * An interest as the sentence quotes it: its label as the profile shows it. The texts quote it
 * ("I see “Beach” among your interests"), so no language has to decline it or give it an article.
 */
function label(ctx: AuthedContext, interest: Interest): string {
  return translate(ctx.locale, `Interests.${interest.slug}`);
}

/**
 * Three conversation starters for an empty chat (§2 "chat with an icebreaker"), in the member's
 * language: first about interests both members share, then about one of the partner's own, then
 * general questions to the partner by name.
 */
export async function icebreakersFor(ctx: AuthedContext, partner: ChatPartner): Promise<string[]> {
  const [mine, theirs] = await Promise.all([interestsOf(ctx, ctx.actor.id), interestsOf(ctx, partner.card.id)]);
  const myIds = new Set(mine.map((interest) => interest.id));
  const shared = theirs.filter((interest) => myIds.has(interest.id));
  const own = theirs.filter((interest) => !myIds.has(interest.id));
  const t = (key: string, values: Record<string, string>) => translate(ctx.locale, `Icebreakers.${key}`, values);
  const lines = shared.slice(0, 2).map((interest, i) => t(i === 0 ? 'sharedFirst' : 'sharedSecond', { interest: label(ctx, interest) }));
  if (own.length && lines.length < 2) lines.push(t('theirs', { interest: label(ctx, own[0]) }));
  for (const key of ['weekend', 'happy', 'week']) if (lines.length < 3) lines.push(t(key, { name: partner.card.name }));
  return lines;
}
