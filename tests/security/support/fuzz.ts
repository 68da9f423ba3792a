import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from '../../fixtures/test-app';
import { stateOf } from './state';

/**
 * Every fuzz run is seeded, so a failure can be replayed: fast-check's failure message names the
 * seed and the path of the shrunk counter-example; FUZZ_SEED=<seed> (and FUZZ_RUNS) reproduce a run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

export function fuzzParameters(runs = RUNS): fc.Parameters<unknown> {
  return { seed: SEED, numRuns: runs };
}

/** Runs an async property with the suite's seed; the thrown error carries the seed and path. */
export async function fuzz<T>(arbitrary: fc.Arbitrary<T>, property: (value: T) => Promise<void>, runs?: number): Promise<void> {
  await fc.assert(fc.asyncProperty(arbitrary, property), fuzzParameters(runs) as fc.Parameters<[T]>);
}

/** Strings that tend to trip parsers, databases, paths and HTML. */
const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '\u0000',
  '\uD800',
  '\u202E',
  'ä'.repeat(300),
  'x'.repeat(5_000),
  '2000-02-30',
  '9999-12-31',
  'https://127.0.0.1/x',
  'javascript:alert(1)',
  'a@b',
  'nl',
  'NL',
  'true',
  'male',
];

const NASTY_NUMBERS = [0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308];

/** One value of any JSON type, biased towards edge cases. */
export const jsonScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.boolean(),
  fc.constant(null),
);

const jsonField: fc.Arbitrary<unknown> = fc.oneof(jsonScalar, jsonScalar, fc.jsonValue({ maxDepth: 2 }));

/**
 * A JSON body: the endpoint's own keys with arbitrary values (to get past the first check), any
 * object with arbitrary keys, or any JSON value at all (arrays, strings, null).
 */
export function jsonBody(keys: readonly string[], values: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const field = (key: string) => fc.oneof(values[key] ?? jsonField, jsonField);
  return fc.oneof(
    { weight: 3, arbitrary: fc.record(Object.fromEntries(keys.map((key) => [key, field(key)])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...keys, '__proto__'), fc.string({ maxLength: 12 })), jsonField, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A body as sent: JSON text of a value, or raw text that is not JSON at all (broken, binary, empty). */
export function bodyText(json: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: json.map((value) => JSON.stringify(value) ?? 'undefined') },
    { weight: 1, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom('', '{', '{"email":', '[1,2', '\u0000', '{"a":1}{"a":2}')) },
  );
}

/** A query string: the endpoint's own parameters and others, any values, sometimes broken percent escapes. */
export function queryString(keys: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom(...NASTY_STRINGS),
    fc.integer().map(String),
  );
  const key = fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...keys), fc.string({ maxLength: 10 }));
  const pairs = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((list) => new URLSearchParams(list).toString());
  const broken = fc.constantFrom('', '&%', '&%zz=1', '&id=%E0%A4%A', '&=&=', '&id[]=1&id[]=2', '&id=1&id=2');
  return fc.tuple(pairs, broken).map(([query, tail]) => `?${query}${tail}`);
}

/**
 * Sends one request and checks what the suite promises for any input: never a 5xx; a refusal is the
 * API's JSON error shape; and a refusal (4xx) changes nothing: no member table gains or loses a
 * row, and the watched members' rows stay as they were.
 */
export async function expectSafeAnswer(t: TestApp, watched: number[], send: () => Promise<Response>): Promise<Response> {
  const before = await stateOf(t.db, watched);
  const res = await send();
  const text = await res.clone().text();
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  if (res.status >= 400) {
    expect(await stateOf(t.db, watched)).toEqual(before);
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    expect(typeof body.error, text.slice(0, 300)).toBe('string');
    expect(typeof body.message, text.slice(0, 300)).toBe('string');
  }
  return res;
}
