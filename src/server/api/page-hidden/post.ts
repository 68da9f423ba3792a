// POST /api/page-hidden.php – beacon when the page goes to the background; marks the member idle
import 'server-only';
import { factory } from '../factory';

export const postPageHidden = factory.createHandlers(async (c) => c.body(null, 204));
