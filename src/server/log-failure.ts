import 'server-only';

const MAX_FRAMES = 12;

type Coded = { code?: unknown; name?: unknown; cause?: unknown; stack?: unknown };

/**
 * What an unexpected error may tell the log: its kind (the database's SQLSTATE where there is one,
 * else the error's own code or class) and where it happened (the stack's frames). Never its message:
 * a driver's message quotes the query's parameters (a body, a password hash, a chat or profile text),
 * and JSON.parse's quotes the text it could not read.
 */
export function failureCode(err: unknown): string {
  const error = (err ?? {}) as Coded;
  const cause = (error.cause ?? {}) as Coded;
  const code = [cause.code, error.code].find((value) => typeof value === 'string' && /^[\w.-]{1,40}$/.test(value));
  // The class tells more than `name`, which most libraries leave at 'Error'.
  const name = err instanceof Error ? err.constructor.name || err.name : typeof err;
  return code ? `${name} ${String(code)}` : name;
}

/** The stack's frames (`at …` lines: function names and source positions), without the message. */
export function failureFrames(err: unknown): string {
  const stack = (err as Coded | null)?.stack;
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .join('\n');
}
