import 'server-only';
import type { ModerationDecision } from '../../db/schema';
import type { DecisionDto } from '@/shared/types/moderation';

export const decisionDto = (d: ModerationDecision): DecisionDto => ({
  id: d.id,
  reference: d.reference,
  action: d.action,
  ground: d.ground,
  state: d.state,
  ends_at: d.endsAt?.toISOString() ?? null,
});
