// GET /api/chats.php – the member's conversations, newest first
import 'server-only';
import { factory } from '../factory';
import { listChats } from '../../services/chat/list-chats';

export const getChats = factory.createHandlers(async (c) => c.json(await listChats(c.get('svc'))));
