import 'server-only';
import { ApiError } from '../../errors';

/**
 * §6, §8: what a member learns of someone who blocked them, wherever they look (profile, chat): the
 * id and name with "{name} heeft je geblokkeerd…", nothing more: no photo, age, country or online state.
 */
export const blockedByOther = (id: number, name: string) => new ApiError({ code: 'blocked', values: { id, name } });

/** The blocker's own answer on the blocked member's profile, so the page can offer to lift the block. */
export const youBlocked = (id: number, name: string) => new ApiError({ code: 'you_blocked', values: { id, name } });
