import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../users/users.repository';
import { emailOf, linkDecision, safeNext, signInRefusal } from './oidc.policy';

const account = { id: 'u1', status: 'active' } as UserRow;

describe('linkDecision', () => {
  it.each([
    [true, account, { action: 'link', user: account }],
    [false, account, { action: 'refuse', code: 'OIDC_EMAIL_UNVERIFIED' }],
    [true, undefined, { action: 'create' }],
    [false, undefined, { action: 'refuse', code: 'OIDC_EMAIL_UNVERIFIED' }],
  ] as const)('verified %s, existing account %o → %o', (emailVerified, sameEmail, decision) => {
    expect(linkDecision({ emailVerified }, sameEmail)).toEqual(decision);
  });
});

describe('emailOf', () => {
  it.each([
    [' Ana@Example.COM ', 'ana@example.com'],
    ['not an address', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%o → %o', (email, expected) => {
    expect(emailOf({ email })).toBe(expected);
  });
});

describe('signInRefusal', () => {
  it.each([
    ['active', undefined],
    ['pending', 'ACCOUNT_PENDING'],
    ['suspended', 'ACCOUNT_SUSPENDED'],
  ] as const)('%s → %o', (status, refusal) => {
    expect(signInRefusal({ status })).toBe(refusal);
  });
});

describe('safeNext', () => {
  it.each([
    ['/trips/abc?tab=plan#day-2', '/trips/abc?tab=plan#day-2'],
    ['/', '/'],
    [undefined, undefined],
    ['', undefined],
    ['trips', undefined],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/', undefined],
    ['/trips\nSet-Cookie: x', undefined],
    ['/trips\u0000', undefined],
  ])('%o → %o', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
