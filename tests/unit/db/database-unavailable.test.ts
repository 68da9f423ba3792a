import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/server/db/unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a failure that means the database cannot be reached', () => {
  it('is a refused or broken socket, a connection timeout or PostgreSQL shutting down or starting', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
  });

  it('is found inside the query error that wraps it, and inside an AggregateError of connect attempts', () => {
    const refused = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it('is not a fault of the query or the data', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new TypeError('x is undefined') }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
