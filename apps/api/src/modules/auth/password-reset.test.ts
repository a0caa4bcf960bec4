import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser, uniqueEmail } from '../../../test/factories';
import { passwordResetTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const requestReset = (email: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    headers: { 'accept-language': language },
  });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token in the last mail to `to`, once the mail queue has sent everything due (the answer's mail included). */
async function mailedToken(to: string): Promise<{ token: string; subject: string; text: string }> {
  await ctx.app.mailQueue.drain();
  const message = ctx.mail.findLast((mail) => mail.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  const match = /http:\/\/trilha\.test\/reset-password\/([\w-]+)/.exec(message.text);
  return { token: match![1]!, subject: message.subject, text: message.text };
}

describe('POST /api/auth/request-password-reset', () => {
  it('answers 202 alike whether or not the e-mail has an account', async () => {
    const { user } = await createUser(ctx);
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail());
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
  });

  it("mails a link in the user's language and keeps only the token's hash", async () => {
    const { user } = await createUser(ctx, { language: 'pt' });
    await requestReset(user.email, 'es');
    const mail = await mailedToken(user.email);
    expect(mail.subject).toBe('Redefina sua senha do Trilha');
    expect(Buffer.from(mail.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(mail.token));
    expect(rows[0]!.tokenHash).not.toContain(mail.token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers 400 for a malformed e-mail', async () => {
    expect((await requestReset('not-an-email')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, revokes older tokens and signs in with it', async () => {
    const { user, auth, password } = await createUser(ctx);
    await requestReset(user.email);
    const { token } = await mailedToken(user.email);

    const res = await reset(token, 'brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));

    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'brand new password')).statusCode).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an expired token', async () => {
    const { user } = await createUser(ctx);
    await requestReset(user.email);
    const { token } = await mailedToken(user.email);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token, 'brand new password');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await reset('made-up-token', 'long enough pw')).json().code).toBe('RESET_TOKEN_INVALID');
    const short = await reset('made-up-token', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0]).toEqual({
      path: 'password',
      message: 'Password must be at least 8 characters.',
    });
  });
});
