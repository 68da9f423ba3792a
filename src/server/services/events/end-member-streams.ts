import 'server-only';
import type { EventBus } from '../../adapters/events/event-bus';

/**
 * After a commit that ended a member's sessions: tells every instance (through the bus, Redis pub/sub
 * at scale) so that the member's open event streams re-check their session now and end, instead of
 * at their next heartbeat. A lost publish only delays that to the heartbeat.
 */
export async function endMemberStreams(events: Pick<EventBus, 'publish'>, memberId: number): Promise<void> {
  await events.publish([{ userId: memberId, seq: 0, type: 'sessions_ended', payload: {} }]).catch(() => {});
}
