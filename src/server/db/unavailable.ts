import 'server-only';

// Socket failures (the server is down, restarting or unreachable) and PostgreSQL's own "not now":
// class 08 (connection exception), 57P01–57P03 (shut down by the administrator, crashed, starting up).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const SERVER_CODES = /^(08...|57P0[123])$/;
// node-postgres says these in words only: the socket closed under a query, or no connection came in time.
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a failure means the database could not be reached (answered with 503, the request may be
 * tried again) rather than a fault of the query. Looks through `cause`, where drizzle keeps the
 * driver's error, and through an AggregateError's errors (a connect tried on IPv4 and IPv6).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (DRIVER_MESSAGES.test(err.message)) return true;
  if (err instanceof AggregateError && err.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
