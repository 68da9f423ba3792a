import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { s3SettingsFrom } from './adapters/storage/s3-env';
import { LOCALES } from '@/shared/constants';

// The only module that reads process.env (STYLE.md habit 6).
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  // An HTTP SMS gateway taking POST {to, text} as JSON with a bearer token; without it, SMS are files
  // under DATA_DIR/sms.
  SMS_URL: z.string().url().optional(),
  SMS_TOKEN: z.string().optional(),
  // Redis at scale: cache invalidation, rate limits and real-time fan-out across instances.
  REDIS_URL: z.string().url().optional(),
  // Photos, chat photos, logos and data exports in one S3-compatible bucket shared by every instance
  // (docs/operations.md); without S3_BUCKET they are files under DATA_DIR/uploads. S3_REGION is
  // required with it; the access key pair may be left out on AWS to use the instance's role.
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  // An S3-compatible service (MinIO, Cloudflare R2, …) instead of AWS.
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Path-style addresses (endpoint/bucket/key), as MinIO and most local services need.
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  // How many demo members the embedded start seeds.
  DEMO_MEMBERS: z.coerce.number().int().min(0).default(1200),
  // Connections each instance keeps to PostgreSQL (the job queue keeps 4 more). Below max_connections
  // divided by the number of instances; more lets more requests wait on the database side by side.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  // Due jobs a worker fetches in one round trip on PostgreSQL (pg-boss); they run side by side and a
  // failed one is retried alone.
  JOB_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // The general per-IP limit of API calls a minute (a load test from one address raises it).
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  // Address the server binds to; all interfaces by default.
  HOST: z.string().default('0.0.0.0'),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  PUBLIC_URL: z.string().url().optional(),
  // The back office on a host of its own (e.g. staff.example.com): /staff and /api/staff answer only
  // there, and its / leads to /staff. Unset, the back office lives under /staff on every site.
  STAFF_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i)
    .transform((v) => v.toLowerCase())
    .optional(),
  // Header set by the reverse proxy / CDN carrying the visitor's ISO country (e.g. cf-ipcountry).
  COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  // Demo login and members: always in embedded mode (no DATABASE_URL), on PostgreSQL only when asked.
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  // The site an empty database starts with on a real deployment (no demo data): its domain (without
  // www.), name and language as domain_language (`nl-NL`: one of our 11 languages and the country).
  SITE_DOMAIN: z
    .string()
    .regex(/^(?!www\.)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'a domain such as example.com, lower case, without www.')
    .optional(),
  SITE_NAME: z.string().trim().min(1).max(60).optional(),
  SITE_LANGUAGE: z
    .string()
    .regex(new RegExp(`^(${LOCALES.join('|')})-[A-Z]{2}$`), `one of our languages and a country, such as nl-NL (languages: ${LOCALES.join(', ')})`)
    .default('nl-NL'),
  // How often expired sessions, tokens and login attempts are purged (a divisor of an hour or a day).
  PURGE_EVERY_MINUTES: z.coerce.number().int().positive().default(60),
  // PostgreSQL: how often an instance looks for due periodic jobs (pg-boss lets one instance a turn).
  JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  // Push-service origins (e.g. http://localhost:8090) allowed beside public HTTPS hosts: a local test
  // push service only, never in production (an endpoint is a URL the server POSTs to).
  PUSH_ALLOW_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  // Payments through Mollie. Without a key the built-in simulator takes test payments in the embedded
  // demo, on PostgreSQL only with PAYMENT_PROVIDER=simulator (a staging copy); else there are none.
  MOLLIE_API_KEY: z.string().optional(),
  PAYMENT_PROVIDER: z.enum(['simulator']).optional(),
  // Another root of Mollie's API than https://api.mollie.com/v2/: only a local stand-in in tests.
  MOLLIE_API_URL: z.string().url().optional(),
  // The simulator's first webhook retry delay (doubling, 10 attempts); Mollie's ~26 h schedule by default.
  SIMULATOR_WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(0).optional(),
  // How often open payments are looked up at the provider (the webhook's safety net).
  RECONCILE_EVERY_MINUTES: z.coerce.number().int().positive().default(5),
  // Bearer token of the mail provider's bounce and spam-complaint webhook (POST /api/mail-events.php);
  // without it the endpoint does not exist.
  MAIL_EVENTS_TOKEN: z.string().min(16).optional(),
  // The directory the MTA delivers bounces and spam complaints to as raw .eml files; DATA_DIR/bounces by default.
  BOUNCE_MAILDIR: z.string().optional(),
  // A partner's JSON feed of live performers and partner profiles (§1 live-cam tiles); without it the
  // embedded, generated performers. The key goes as a bearer token (docs/operations.md, "Partner tiles").
  PARTNER_FEED_URL: z.string().url().optional(),
  PARTNER_FEED_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  // Bearer token that lets a scraper on another machine read GET /metrics (loopback callers need none).
  METRICS_TOKEN: z.string().min(16).optional(),
  // After a stop signal, how long the instance goes on serving with GET /readyz at 503, so the load
  // balancer stops sending before connections are refused. Default: 5 s on PostgreSQL (several
  // instances behind a balancer), 0 embedded (one process per data directory: nobody to hand over to).
  DRAIN_DELAY_SECONDS: z.coerce.number().min(0).max(120).optional(),
});

export type Env = z.infer<typeof schema>;

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.message}`);
  }
  return parsed.data;
}

export const env = load();

export const dataDir = path.resolve(env.DATA_DIR);

/** The bucket of photos and exports (S3_*), checked as a whole at start; undefined keeps them on disk. */
export const s3Settings = s3SettingsFrom({
  S3_BUCKET: env.S3_BUCKET,
  S3_REGION: env.S3_REGION,
  S3_ENDPOINT: env.S3_ENDPOINT,
  S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
  S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
});

/** The site an empty database starts with when there is no demo data: from SITE_DOMAIN, SITE_NAME (default the domain) and SITE_LANGUAGE. */
export const firstSite = env.SITE_DOMAIN ? { domain: env.SITE_DOMAIN, name: env.SITE_NAME ?? env.SITE_DOMAIN, domainLanguage: env.SITE_LANGUAGE } : undefined;
export const isTest = env.NODE_ENV === 'test';
export const drainDelayMs = (env.DRAIN_DELAY_SECONDS ?? (env.DATABASE_URL ? 5 : 0)) * 1000;
