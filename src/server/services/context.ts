import 'server-only';
import type { Container } from '../container';
import type { Site, User } from '../db/schema';
import type { Locale } from '@/shared/constants';

/** Everything a service needs about the request, without HTTP. */
export type ServiceContext = Container & {
  site: Site;
  locale: Locale;
  /** The language the visitor picked themselves (a valid NEXT_LOCALE cookie); absent off the web. */
  localeCookie?: Locale | null;
  /** ISO country of the visitor (trusted header or the site's own country). */
  country: string | null;
  ip: string | null;
  /** The site's own origin for links and callbacks (siteOrigin), e.g. https://example.com; never the request's Host. */
  origin: string;
  actor: User | null;
  now: Date;
};

export type AuthedContext = ServiceContext & { actor: User };
