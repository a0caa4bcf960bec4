import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/app';
import { builtFiles } from './web-app';

const BUNDLE = `console.log(${JSON.stringify('Trilha '.repeat(500))});`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    configure: (config) => {
      config.webDistDir = path.join(config.dataDir, 'web');
      mkdirSync(path.join(config.webDistDir, 'assets'), { recursive: true });
      writeFileSync(path.join(config.webDistDir, 'index.html'), '<!doctype html><title>Trilha</title>');
      writeFileSync(path.join(config.webDistDir, 'assets', 'app-abc123.js'), BUNDLE);
      // What the build's compression step writes beside each asset.
      writeFileSync(path.join(config.webDistDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(BUNDLE));
      writeFileSync(path.join(config.webDistDir, 'assets', 'app-abc123.js.gz'), gzipSync(BUNDLE));
      writeFileSync(path.join(config.webDistDir, '.env'), 'SECRET=1');
      mkdirSync(path.join(config.webDistDir, '.hidden'));
      writeFileSync(path.join(config.webDistDir, '.hidden', 'file.js'), 'secret');
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

  it('tells search engines to leave a trip’s public page out, and only that page', async () => {
    const page = await ctx.app.inject(`/p/${'T'.repeat(43)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect((await ctx.app.inject('/login')).headers['x-robots-tag']).toBeUndefined();
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await ctx.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed asset the browser accepts, brotli first', async () => {
    const br = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
    const plain = await ctx.app.inject('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('answers HEAD for an asset with its headers and no body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(BUNDLE.length));
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe('');
  });

  it('sends the build files themselves, and the page for any other path', async () => {
    const br = await ctx.app.inject('/assets/app-abc123.js.br?v=2');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const raw = await ctx.app.inject('/index.html');
    expect(raw.body).toBe('<!doctype html><title>Trilha</title>');
    for (const url of ['/assets/missing.js', '/assets/app-abc123.js/', '//assets/app-abc123.js', '/assets']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never sends files whose name or folder starts with a dot', async () => {
    for (const url of ['/.env', '/.hidden/file.js']) {
      const res = await ctx.app.inject(url);
      expect(res.body, url).toContain('<title>Trilha</title>');
    }
    expect(builtFiles(ctx.config.webDistDir).sort()).toEqual([
      'assets/app-abc123.js',
      'assets/app-abc123.js.br',
      'assets/app-abc123.js.gz',
      'index.html',
    ]);
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const big = await ctx.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toHaveProperty('openapi');
    const gzip = await ctx.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await ctx.app.inject('/api/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('the first page of each language', () => {
  let withTexts: TestContext;
  beforeAll(async () => {
    withTexts = await createTestApp({
      configure: (config) => {
        config.webDistDir = path.join(config.dataDir, 'web-texts');
        mkdirSync(path.join(config.webDistDir, 'assets'), { recursive: true });
        writeFileSync(
          path.join(config.webDistDir, 'index.html'),
          '<!doctype html><html><head><title>Trilha</title></head><body></body></html>',
        );
        for (const file of ['texts-en-Ab1.js', 'texts-es-Cd2.js', 'texts-pt-Ef3.js', 'index-Gh4.js']) {
          writeFileSync(path.join(config.webDistDir, 'assets', file), 'export {}');
        }
      },
    });
  });
  afterAll(() => withTexts.close());

  const preloaded = (body: string) => /href="\/assets\/(texts-[a-z]+)-/.exec(body)?.[1];

  it('preloads the texts of the language the app will show, in its detector order', async () => {
    const cases: [Record<string, string>, string, string | undefined][] = [
      [{}, '/login', 'texts-pt'],
      [{ 'accept-language': 'es-AR,es;q=0.9,en;q=0.8' }, '/login', 'texts-es'],
      [{ 'accept-language': 'fr-FR,en-GB;q=0.8' }, '/', 'texts-en'],
      [{ 'accept-language': 'es', cookie: 'theme=dark; i18next=en' }, '/trips', 'texts-en'],
      [{ cookie: 'i18next=es' }, '/login?lng=pt', 'texts-pt'],
      [{ cookie: 'i18next=zz' }, '/login', 'texts-pt'],
    ];
    for (const [headers, url, chunk] of cases) {
      const res = await withTexts.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(preloaded(res.body), JSON.stringify(headers)).toBe(chunk);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toContain('Accept-Language');
    }
  });
});
