import 'server-only';
import { Hono } from 'hono';
import type { AppEnv } from '../middleware/request-context';
import { getStaffSession } from './session/get';
import { postStaffSession } from './session/post';
import { putStaffSession } from './session/put';
import { deleteStaffSessionHandler } from './session/delete';
import { getInbox } from './inbox/get';
import { postInboxClaim } from './inbox-claim/post';
import { deleteInboxClaim } from './inbox-claim/delete';
import { postInboxReply } from './inbox-reply/post';
import { getInboxConversation } from './inbox-conversation/get';
import { getMemberNotes } from './member-notes/get';
import { postMemberNote } from './member-notes/post';
import { getAudit } from './audit/get';
import { getStaffEvents } from './events/get';
import { getFictionalProfiles } from './profiles/get';
import { postFictionalProfile } from './profiles/post';
import { putFictionalProfile } from './profiles/put';
import { postFictionalPhoto } from './profile-photos/post';
import { getStaffTeam } from './staff/get';
import { postStaffMember } from './staff/post';
import { putStaffMember } from './staff/put';
import { postStaffOtpReset } from './staff-otp-reset/post';
import { limitPerIp } from '../middleware/rate-limit';

/**
 * /api/staff/*: the back office. Every handler starts from the staff cookie's session (never a
 * member's) and every service from one access check of role and scope.
 */
export const staffRoutes = new Hono<AppEnv>();

staffRoutes.get('/session.php', ...getStaffSession);
staffRoutes.post('/session.php', ...postStaffSession);
staffRoutes.put('/session.php', ...putStaffSession);
staffRoutes.delete('/session.php', ...deleteStaffSessionHandler);
staffRoutes.get('/inbox.php', ...getInbox);
staffRoutes.get('/inbox-conversation.php', ...getInboxConversation);
staffRoutes.post('/inbox-claim.php', ...postInboxClaim);
staffRoutes.delete('/inbox-claim.php', ...deleteInboxClaim);
staffRoutes.post('/inbox-reply.php', ...postInboxReply);
staffRoutes.get('/member-notes.php', ...getMemberNotes);
staffRoutes.post('/member-notes.php', ...postMemberNote);
staffRoutes.get('/audit.php', ...getAudit);
staffRoutes.get('/events.php', ...getStaffEvents);
staffRoutes.get('/profiles.php', ...getFictionalProfiles);
staffRoutes.post('/profiles.php', ...postFictionalProfile);
staffRoutes.put('/profiles.php', ...putFictionalProfile);
staffRoutes.post('/profile-photos.php', limitPerIp('uploadIp'), ...postFictionalPhoto);
staffRoutes.get('/staff.php', ...getStaffTeam);
staffRoutes.post('/staff.php', ...postStaffMember);
staffRoutes.put('/staff.php', ...putStaffMember);
staffRoutes.post('/staff-otp-reset.php', ...postStaffOtpReset);
