import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    configure: (config) => {
      config.webDistDir = path.join(config.dataDir, 'web');
      mkdirSync(path.join(config.webDistDir, 'assets'), { recursive: true });
      writeFileSync(path.join(config.webDistDir, 'index.html'), '<!doctype html><title>Trilha</title>');
      writeFileSync(path.join(config.webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    },
  });
});
afterAll(() => ctx.close());

describe('the built web app', () => {
  it('answers index.html for client routes so deep links work', async () => {
    for (const url of ['/', '/login', '/reset-password/some-token', '/trips']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Trilha</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await ctx.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await ctx.app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
