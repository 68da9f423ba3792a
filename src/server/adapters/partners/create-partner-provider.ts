import 'server-only';
import { createEmbeddedProvider } from './embedded-provider';
import { createFeedProvider } from './feed-provider';
import type { PartnerProvider } from './partner-provider';

/** PARTNER_FEED_URL (with PARTNER_FEED_KEY) selects the partner's feed; without it the embedded performers. */
export function createPartnerProvider(options: { feedUrl?: string; feedKey?: string }): PartnerProvider {
  return options.feedUrl ? createFeedProvider({ url: options.feedUrl, key: options.feedKey }) : createEmbeddedProvider();
}
