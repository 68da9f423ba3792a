import 'server-only';
import { ApiError } from '../../errors';

/** The report (or the ban, or the appeal) has been answered already. */
export const alreadyDecided = () => new ApiError({ code: 'already_decided' });
/** One appeal per decision. */
export const alreadyAppealed = () => new ApiError({ code: 'already_appealed' });
/** Four eyes: the moderator who decided may not also confirm the ban or judge the appeal. */
export const otherModeratorRequired = () => new ApiError({ code: 'other_moderator_required' });
