import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/app';
import { createTrip, createUser, DEFAULT_PASSWORD } from '../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    configure: (config) => {
      config.webDistDir = path.join(config.dataDir, 'web');
      mkdirSync(path.join(config.webDistDir, 'assets'), { recursive: true });
      writeFileSync(path.join(config.webDistDir, 'index.html'), '<!doctype html><title>Trilha</title>');
      writeFileSync(path.join(config.webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      writeFileSync(path.join(config.webDistDir, 'manifest.webmanifest'), '{"name":"Trilha"}');
    },
  });
});
afterAll(() => ctx.close());

const varies = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase());

describe('cache headers for the offline app', () => {
  it('marks API JSON as private, to be checked again, and tied to the token it was read with', async () => {
    const owner = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    for (const url of ['/api/trips', `/api/trips/${trip.id}`, '/api/users/profile']) {
      const res = await ctx.app.inject({ url, headers: owner.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
      expect(varies(res.headers.vary), url).toContain('authorization');
    }
    // A refusal is not to be reused either.
    const refused = await ctx.app.inject({ url: `/api/trips/${trip.id}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-cache');
  });

  it('never lets the sign-in and session answers, which carry tokens, be stored', async () => {
    const person = await createUser(ctx);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: person.auth });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(varies(me.headers.vary)).toContain('authorization');
  });

  it('keeps the caching a route chose for itself', async () => {
    const owner = await createUser(ctx);
    const feed = await ctx.app.inject({ url: '/api/calendar/feed-url', headers: owner.auth });
    const url = new URL((feed.json() as { url: string }).url).pathname;
    const ics = await ctx.app.inject({ url });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['cache-control']).toBe('private, max-age=300');
  });

  it('serves the service worker and the manifest fresh on every visit, and the policy lets them run', async () => {
    const sw = await ctx.app.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('javascript');
    const manifest = await ctx.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const page = await ctx.app.inject('/trips');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('tags a trip and its day, and answers 304 without a body to a request that already holds them', async () => {
    const owner = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    // The first read of a new trip records its owner among the costs' participants (a write, a new revision).
    await ctx.app.inject({ url: `/api/trips/${trip.id}`, headers: owner.auth });
    for (const url of [`/api/trips/${trip.id}`, `/api/trips/${trip.id}/days/${trip.startDate}`]) {
      const first = await ctx.app.inject({ url, headers: { ...owner.auth, 'accept-encoding': 'br' } });
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      // Whatever the encoding, the same body has the same tag.
      const plain = await ctx.app.inject({ url, headers: owner.auth });
      expect(plain.headers.etag, url).toBe(etag);

      for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
        const again = await ctx.app.inject({ url, headers: { ...owner.auth, 'if-none-match': ifNoneMatch } });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
      }
      const stale = await ctx.app.inject({ url, headers: { ...owner.auth, 'if-none-match': 'W/"stale"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json(), url).toEqual(plain.json());
    }
  });

  it('gives a changed trip a new tag, and another person the refusal, never a 304', async () => {
    const owner = await createUser(ctx);
    const stranger = await createUser(ctx);
    const trip = await createTrip(ctx, owner);
    const url = `/api/trips/${trip.id}`;
    const before = await ctx.app.inject({ url, headers: owner.auth });
    const etag = String(before.headers.etag);
    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: owner.auth,
      payload: { title: 'Outro nome' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.headers.etag).toBeUndefined();
    const after = await ctx.app.inject({ url, headers: { ...owner.auth, 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ title: 'Outro nome' });
    expect(after.headers.etag).not.toBe(etag);
    const refused = await ctx.app.inject({ url, headers: { ...stranger.auth, 'if-none-match': etag } });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.etag).toBeUndefined();
  });

  it('tags no sign-in or session answer', async () => {
    const person = await createUser(ctx);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: person.auth });
    expect(me.statusCode).toBe(200);
    expect(me.headers.etag).toBeUndefined();
  });
});
