import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/session-fixtures';
import { decodeSessionToken } from './token';

describe('decodeSessionToken', () => {
  it('reads the payload of a current token', () => {
    expect(decodeSessionToken(makeToken())).toMatchObject({ _id: 'user-1', role: 'user', ver: 1 });
  });

  it.each([
    ['not a string', 42],
    ['null', null],
    ['invalid base64', 'header.%%%not-base64%%%.signature'],
    ['invalid JSON', `${btoa('{"alg":"HS256"}')}.${btoa('{not json')}.sig`],
    ['a payload that is not ours', `${btoa('{"alg":"HS256"}')}.${btoa('{"sub":"1"}')}.sig`],
  ])('refuses %s', (_case, token) => {
    expect(decodeSessionToken(token)).toBeUndefined();
  });

  it('refuses an expired token', () => {
    const expired = makeToken({ exp: Math.floor(Date.now() / 1000) - 1 });
    expect(decodeSessionToken(expired)).toBeUndefined();
  });
});
