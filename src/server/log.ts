import 'server-only';
import { pino, type DestinationStream, type Logger } from 'pino';
import { env } from './env';
import { describeError, redact } from './redact';
import { currentRequestScope } from './observability/request-scope';

const OPTIONS = {
  level: env.LOG_LEVEL,
  // The request being served, so every line of one request can be found by its X-Request-Id.
  mixin: () => {
    const scope = currentRequestScope();
    return scope ? { requestId: scope.requestId } : {};
  },
};

// One logger per process (on globalThis: Next bundles src/server a second time, and both copies must
// write through the one the server entry set up, pretty or not).
const holder = globalThis as typeof globalThis & { __amoraLogger?: Logger };

/**
 * JSON lines on stdout through process.stdout (not a file descriptor of its own), so the lines keep
 * their order with anything else the process prints and a test can read them.
 */
function logger(): Logger {
  return (holder.__amoraLogger ??= pino(OPTIONS, process.stdout));
}

/** Development: the same lines, readable (pino-pretty is a development dependency, loaded only here). */
export async function logPrettily(): Promise<void> {
  const { default: pretty } = await import('pino-pretty');
  const stream: DestinationStream = pretty({ colorize: true, sync: true, ignore: 'pid,hostname', translateTime: 'HH:MM:ss.l' });
  holder.__amoraLogger = pino(OPTIONS, stream);
}

/**
 * The process log: one JSON object per line (`level`, `time`, `msg`, `requestId` within a request).
 * Never pass tokens, links with tokens, passwords, e-mail addresses, orientation or interests (GDPR
 * art. 9); whatever slips through anyway (say, inside an error) is redacted here.
 */
export const log = {
  error: (msg: string, err?: unknown) => {
    const target = logger();
    if (!target.isLevelEnabled('error')) return;
    if (err === undefined) target.error(redact(msg));
    else target.error({ err: describeError(err) }, redact(msg));
  },
  info: (msg: string) => {
    const target = logger();
    if (target.isLevelEnabled('info')) target.info(redact(msg));
  },
  debug: (msg: string) => {
    const target = logger();
    if (target.isLevelEnabled('debug')) target.debug(redact(msg));
  },
};
