// GET /api/likes.php – the members I liked and the members who liked me
import 'server-only';
import { factory } from '../factory';
import { listLikes } from '../../services/likes/list-likes';

export const getLikes = factory.createHandlers(async (c) => c.json(await listLikes(c.get('svc'))));
