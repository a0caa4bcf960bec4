import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from './tokens';

const PAYLOAD = {
  _id: '01900000-0000-7000-8000-000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  isPremium: false,
  isAdmin: false,
  role: 'user' as const,
  settings: { language: 'pt' as const, currency: 'BRL' },
  ver: 0,
};
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

afterEach(() => vi.useRealTimers());

describe('session tokens', () => {
  it('verifies a token again from memory, and still refuses any other text, forged or from another key', async () => {
    const signer = createTokenSigner('a-secret-of-at-least-thirty-two-characters!');
    const token = await signer.sign(PAYLOAD);
    const first = await signer.verify(token);
    expect(first).toMatchObject(PAYLOAD);
    expect(await signer.verify(token)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.settings)).toBe(true);

    const [header, body, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...PAYLOAD, role: 'admin', isAdmin: true })).toString(
      'base64url',
    );
    expect(await code(signer.verify(`${header}.${forgedBody}.${signature}`))).toBe('UNAUTHENTICATED');
    expect(await code(signer.verify(`${header}.${body}.${signature}x`))).toBe('UNAUTHENTICATED');
    const other = createTokenSigner('another-secret-of-at-least-thirty-two-chars');
    expect(await code(other.verify(token))).toBe('UNAUTHENTICATED');
  });

  it('answers TOKEN_EXPIRED for a remembered token once its seven days are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-01T10:00:00Z') });
    const signer = createTokenSigner('a-secret-of-at-least-thirty-two-characters!');
    const token = await signer.sign(PAYLOAD);
    expect(await code(signer.verify(token))).toBe('accepted');
    vi.setSystemTime(new Date('2031-05-08T09:59:00Z'));
    expect(await code(signer.verify(token))).toBe('accepted');
    vi.setSystemTime(new Date('2031-05-08T10:00:01Z'));
    expect(await code(signer.verify(token))).toBe('TOKEN_EXPIRED');
    expect(await code(signer.verify(token))).toBe('TOKEN_EXPIRED');
  });
});
