import 'server-only';
import { Hono } from 'hono';
import { requestContext, type AppEnv } from './middleware/request-context';
import { sameSiteOnly } from './middleware/same-site';
import { declaredContentType } from './middleware/content-type';
import { bodyLimit } from './middleware/body-limit';
import { limitPerIp, limitPerMember } from './middleware/rate-limit';
import { apiSecurityHeaders } from './middleware/security-headers';
import { handleError } from './error-handler';
import { notFound } from '../errors';
import { getUser } from './user/get';
import { postUser } from './user/post';
import { putUser } from './user/put';
import { postSignup } from './signup/post';
import { getLogout } from './logout/get';
import { getActivate } from './activate/get';
import { postActivate } from './activate/post';
import { postResetPassword } from './reset-password/post';
import { putResetPassword } from './reset-password/put';
import { getSettingsHandler } from './settings/get';
import { getInterests } from './interests/get';
import { getRegions } from './regions/get';
import { getGeocode } from './geocode/get';
import { postPageHidden } from './page-hidden/post';
import { getProfile } from './profile/get';
import { putProfile } from './profile/put';
import { postPhoto } from './photos/post';
import { putPhoto } from './photos/put';
import { deletePhoto } from './photos/delete';
import { getMedia } from './media/get';
import { getPrivateMedia } from './media/get-private';
import { getMembers } from './members/get';
import { getMember } from './member/get';
import { getEvents } from './events/get';
import { getChats } from './chats/get';
import { getChat } from './chat/get';
import { deleteChatHandler } from './chat/delete';
import { postMessage } from './message/post';
import { getGifts } from './gifts/get';
import { getMessagePhoto } from './message-photo/get';
import { getSwipe } from './swipe/get';
import { postSwipe } from './swipe/post';
import { getMatchFinder } from './match-finder/get';
import { postMatchFinder } from './match-finder/post';
import { postLike } from './like/post';
import { deleteLike } from './like/delete';
import { getLikes } from './likes/get';
import { putLikes } from './likes/put';
import { getAutoLike } from './auto-like/get';
import { postBlock } from './block/post';
import { deleteBlock } from './block/delete';
import { postReport } from './report/post';

/** The whole HTTP API; Next mounts it under /api, tests call app.request() directly. */
export const app = new Hono<AppEnv>().basePath('/api');

app.onError(handleError);
app.notFound(() => {
  throw notFound();
});

app.use('*', apiSecurityHeaders);

// Photos are immutable files with random names: served before the per-request context work.
app.get('/media/:file', ...getMedia);
// Private photos: the signed link is the permission (checked against the row), no session needed.
app.get('/media/private/:id/:file', ...getPrivateMedia);

// Context first, so that every refusal below is worded in the member's language.
app.use('*', requestContext, limitPerIp('api'), sameSiteOnly, declaredContentType, bodyLimit);

app.get('/settings.php', ...getSettingsHandler);
app.get('/user.php', ...getUser);
app.post('/user.php', ...postUser);
app.put('/user.php', ...putUser);
app.post('/signup.php', limitPerIp('signupIp'), ...postSignup);
app.get('/logout.php', ...getLogout);
app.get('/activate.php', ...getActivate);
app.post('/activate.php', limitPerIp('resendIp'), ...postActivate);
app.post('/reset-password.php', limitPerIp('resetIp'), ...postResetPassword);
app.put('/reset-password.php', ...putResetPassword);
app.get('/interests.php', ...getInterests);
app.get('/regions.php', ...getRegions);
app.get('/geocode.php', ...getGeocode);
app.post('/page-hidden.php', ...postPageHidden);
app.get('/profile.php', ...getProfile);
app.put('/profile.php', ...putProfile);
app.post('/photos.php', limitPerIp('uploadIp'), limitPerMember('uploadAccount'), ...postPhoto);
app.put('/photos.php', ...putPhoto);
app.delete('/photos.php', ...deletePhoto);
app.get('/members.php', ...getMembers);
app.get('/member.php', ...getMember);
// A stream costs one point of `api` per connect like any call, plus its own per-member connect limit.
app.get('/events.php', limitPerMember('eventStreamMember'), ...getEvents);
app.get('/chats.php', ...getChats);
app.get('/chat.php', ...getChat);
app.delete('/chat.php', ...deleteChatHandler);
app.post('/message.php', limitPerMember('sendAccount'), ...postMessage);
app.get('/message-photo.php', ...getMessagePhoto);
app.get('/gifts.php', ...getGifts);
app.get('/swipe.php', ...getSwipe);
app.post('/swipe.php', ...postSwipe);
app.get('/match-finder.php', ...getMatchFinder);
app.post('/match-finder.php', ...postMatchFinder);
app.post('/like.php', limitPerMember('likeAccount'), ...postLike);
app.delete('/like.php', limitPerMember('likeAccount'), ...deleteLike);
app.get('/likes.php', ...getLikes);
app.put('/likes.php', ...putLikes);
app.get('/auto-like.php', ...getAutoLike);
app.post('/block.php', limitPerMember('blockAccount'), ...postBlock);
app.delete('/block.php', limitPerMember('blockAccount'), ...deleteBlock);
app.post('/report.php', limitPerMember('reportAccount'), ...postReport);

export type AppType = typeof app;
