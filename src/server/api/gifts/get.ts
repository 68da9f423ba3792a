// GET /api/gifts.php – the gift catalogue in the visitor's language
import 'server-only';
import { factory } from '../factory';
import { listGifts } from '../../services/chat/list-gifts';

export const getGifts = factory.createHandlers((c) => c.json(listGifts(c.get('svc').locale)));
