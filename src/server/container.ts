import 'server-only';
import type { Db } from './db/client';
import { prepareHotReads, type HotReads } from './db/queries/hot-reads';
import type { Mailer } from './adapters/mail/mailer';
import type { SmsSender } from './adapters/sms/sms-sender';
import type { PhotoStorage } from './adapters/storage/storage';
import type { RateLimits } from './adapters/ratelimit/rate-limits';
import { createMemoryRateLimits } from './adapters/ratelimit/create-rate-limits';
import type { JobRunner } from './adapters/jobs/job-runner';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { PartnerProvider } from './adapters/partners/partner-provider';
import { createEmbeddedProvider } from './adapters/partners/embedded-provider';
import { createCacheSet, type CacheSet } from './cache/caches';
import { createLocalInvalidator, type CacheInvalidator } from './cache/invalidation';
import type { ImageQueue } from './services/photos/image-queue';
import type { MediaSigner } from './services/photos/media-signer';
import type { EventBus } from './adapters/events/event-bus';
import { createInProcessBus } from './adapters/events/in-process-bus';
import { createOpenStreams, type OpenStreams } from './services/events/open-streams';
import { createMetrics, type Metrics } from './metrics/metrics';

/**
 * The process-wide state a service may touch: created once per process by the server's boot (or by a
 * test) and reached by the API and by server-rendered pages alike. It lives on globalThis because
 * Next bundles src/server separately from the server entry: a module-level holder would exist twice.
 */
export type Container = {
  db: Db;
  /** Prepared statements for the reads nearly every request makes. */
  reads: HotReads;
  mailer: Mailer;
  /** One-time codes by SMS: files under DATA_DIR/sms, or an HTTP gateway with SMS_URL. */
  sms: SmsSender;
  storage: PhotoStorage;
  /** Bounds the image work (decoding, resizing) of this process. */
  images: ImageQueue;
  /** Signs the links of private photos with the installation's key. */
  mediaSigner: MediaSigner;
  /** Background work: mails off the request path, periodic jobs once per cluster. */
  jobs: JobRunner;
  /** Payments: the built-in simulator, or Mollie with MOLLIE_API_KEY. */
  payments: PaymentProvider;
  /** Partner content for search (§1 live-cam tiles): embedded performers, or a feed with PARTNER_FEED_URL. */
  partners: PartnerProvider;
  /** Real-time fan-out of member events: in-process, or through Redis pub/sub with REDIS_URL. */
  events: EventBus;
  /** The event streams this process holds (bounded per member, ended at shutdown). */
  streams: OpenStreams;
  /** Push-service origins allowed beside public HTTPS hosts (PUSH_ALLOW_ORIGINS; tests only). */
  pushAllowOrigins: readonly string[];
  /** PUBLIC_URL: the one origin of every link the server builds, instead of each site's own domain. */
  publicUrl?: string;
  /** STAFF_HOST: the back office's own host (with port if any); passkeys are bound to it. */
  staffHost?: string;
  /** The port this process serves on: links to a `*.localhost` site (the embedded demo) name it. */
  serverPort?: number;
  /** The local bounce mailbox (BOUNCE_MAILDIR, default DATA_DIR/bounces): raw DSN and ARF .eml files. */
  bounceMailDir?: string;
  /** The time as services and jobs see it: the wall clock, a fixed or moved one in tests. */
  clock: () => Date;
  /** MAIL_EVENTS_TOKEN: the bearer token of the bounce webhook; without it the webhook answers 404. */
  mailEventsToken?: string;
  caches: CacheSet;
  /** Login, signup, reset, upload and general API limits: in memory, or in Redis with REDIS_URL. */
  rateLimits: RateLimits;
  /** Clears the named caches (all when none are named) here and on every other instance. */
  invalidateCaches: CacheInvalidator['invalidate'];
  /** This process's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
};

export type ContainerParts = Omit<
  Container,
  'caches' | 'invalidateCaches' | 'reads' | 'rateLimits' | 'events' | 'streams' | 'pushAllowOrigins' | 'clock' | 'metrics' | 'partners'
> & {
  metrics?: Metrics;
  caches?: CacheSet;
  partners?: PartnerProvider;
  clock?: () => Date;
  events?: EventBus;
  pushAllowOrigins?: readonly string[];
  rateLimits?: RateLimits;
  invalidator?: (caches: CacheSet) => CacheInvalidator;
};

/** Fills in the in-memory defaults (caches, rate limits, local invalidation) around the given adapters. */
export function createContainer(parts: ContainerParts): Container {
  const { invalidator, ...rest } = parts;
  const caches = parts.caches ?? createCacheSet();
  const invalidate = (invalidator ?? createLocalInvalidator)(caches);
  const streams = createOpenStreams();
  const metrics = parts.metrics ?? createMetrics();
  metrics.observe({ openStreams: streams.count });
  return {
    ...rest,
    reads: prepareHotReads(parts.db),
    caches,
    rateLimits: parts.rateLimits ?? createMemoryRateLimits(),
    events: parts.events ?? createInProcessBus(),
    streams,
    metrics,
    pushAllowOrigins: parts.pushAllowOrigins ?? [],
    clock: parts.clock ?? (() => new Date()),
    partners: parts.partners ?? createEmbeddedProvider(),
    invalidateCaches: invalidate.invalidate,
  };
}

const holder = globalThis as typeof globalThis & { __amoraContainer?: Container };

/** The container of this process; the server creates it before it accepts any request. */
export function getContainer(): Container {
  if (!holder.__amoraContainer) throw new Error('The server has not been booted: no container in this process');
  return holder.__amoraContainer;
}

export function setContainer(container: Container): void {
  holder.__amoraContainer = container;
}
