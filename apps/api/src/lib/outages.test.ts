import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { isDatabaseUnreachable } from './outages';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** How Drizzle hands on the driver's error: its own, with the driver's as the cause. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnreachable', () => {
  it.each([
    [
      'the server shutting down (57P01)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a connection failure (08006)', pgError('08006')],
    ['the server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', pgError('53300')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connection not made in time', new Error('timeout exceeded when trying to connect')],
    ['every address refused', new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')])],
  ])('holds for %s, also as the cause of a failed query', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(isDatabaseUnreachable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'an error the app already answers',
      Object.assign(new AppError(502, 'AI_UNAVAILABLE'), { cause: pgError('ECONNREFUSED') }),
    ],
  ])('does not hold for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(isDatabaseUnreachable(wrapped(error))).toBe(false);
  });
});
