import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/app';
import { createTrip, createUser } from '../../../../test/factories';

const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});
afterAll(() => ctx.close());

describe('an invite link in the request log', () => {
  it('shows the route, never the token', async () => {
    const owner = await createUser(ctx);
    const friend = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/invite-links`,
      payload: { role: 'viewer' },
      headers: owner.auth,
    });
    const { token } = made.json() as { token: string };
    await ctx.app.inject({ method: 'GET', url: `/api/invite-links/${token}` });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/invite-links/${token}/accept`,
      headers: friend.auth,
    });
    expect(accepted.statusCode).toBe(200);
    const urls = lines.map((line) => JSON.parse(line)).flatMap((line) => (line.req ? [line.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining(['/api/invite-links/:token', '/api/invite-links/:token/accept']),
    );
    expect(lines.join('')).not.toContain(token);
  });
});
