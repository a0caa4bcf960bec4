import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { feedback } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/feedback', () => {
  it('stores the feedback of the signed-in user', async () => {
    const me = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.auth,
      payload: { type: 'suggestion', text: '  Offline maps, please.  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'suggestion', text: 'Offline maps, please.' });
    const rows = await ctx.db.select().from(feedback).where(eq(feedback.userId, me.user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses empty text with the SPEC.md message in the user's language, and an unknown type", async () => {
    const me = await createUser(ctx, { language: 'en' });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.auth,
      payload: { type: 'help', text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please provide feedback or suggestions before submitting.');
    const spanish = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...me.auth, 'accept-language': 'es-ES,es;q=0.9' },
      payload: { type: 'help', text: '' },
    });
    expect(spanish.json().message).toBe('Por favor, escribe tus comentarios o sugerencias antes de enviar.');
    const badType = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: me.auth,
      payload: { type: 'rant', text: 'x' },
    });
    expect(badType.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { type: 'help', text: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});
