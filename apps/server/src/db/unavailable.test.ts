import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, rootCause } from './unavailable';

function wrapped(cause: unknown, message = 'Failed query: select 1\nparams: secret-token') {
  return Object.assign(new Error(message), { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'admin shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['connection exception class', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['multi-address connect', new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])],
  ])('%s, even wrapped twice (Better Auth around Drizzle around pg)', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped(error), 'Failed to get session'))).toBe(true);
  });

  it.each([
    ['a constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('stops on a cause cycle', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('rootCause', () => {
  it('names the innermost failure, without the query parameters of the wrappers', () => {
    const error = wrapped(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    expect(rootCause(wrapped(error, 'Failed to get session'))).toEqual({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
    expect(rootCause(new Error('Failed query: select 1\nparams: secret-token')).message).toBe(
      'Failed query: select 1',
    );
  });
});
