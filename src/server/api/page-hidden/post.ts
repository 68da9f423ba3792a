// POST /api/page-hidden.php – beacon when the page goes to the background (§7); answered and not acted on:
// activity comes from the user.php polls, and nothing marks a member idle.
import 'server-only';
import { factory } from '../factory';

export const postPageHidden = factory.createHandlers(async (c) => c.body(null, 204));
