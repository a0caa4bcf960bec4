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
});
