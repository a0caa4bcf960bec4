import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

const GOOGLE_MAPS_HOSTS = [
  'https://maps.googleapis.com',
  'https://places.googleapis.com',
  'https://maps.gstatic.com',
  'https://fonts.googleapis.com',
  'https://fonts.gstatic.com',
];
const META_HOSTS = ['https://connect.facebook.net', 'https://www.facebook.com'];

/** The served policy, directive by directive. */
async function policyOf(ctx: TestContext, url = '/api/health') {
  const res = await ctx.app.inject(url);
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string).split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const outsideHosts = (policy: Record<string, string[]>) =>
  [
    ...new Set(
      Object.values(policy)
        .flat()
        .filter((source) => /google|gstatic|facebook/.test(source)),
    ),
  ].sort();

const apps: TestContext[] = [];
const start = async (env: Record<string, string>) => {
  const ctx = await createTestApp({ env });
  apps.push(ctx);
  return ctx;
};
let plain: TestContext;
let maps: TestContext;
let pixel: TestContext;

// One after the other: three apps starting at once can pass a busy machine's plugin timeout.
beforeAll(async () => {
  plain = await start({});
  maps = await start({ GOOGLE_MAPS_API_KEY: 'test-maps-key' });
  pixel = await start({ META_PIXEL_ID: '1234567890' });
});
afterAll(() => Promise.all(apps.map((ctx) => ctx.close())));

describe('Content-Security-Policy and the outside services', () => {
  it('without GOOGLE_MAPS_API_KEY or META_PIXEL_ID allows neither Google Maps nor Meta', async () => {
    const policy = await policyOf(plain);
    expect(outsideHosts(policy)).toEqual([]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
  });

  it('with GOOGLE_MAPS_API_KEY allows exactly the hosts the Maps API and Places need, nothing of Meta', async () => {
    const policy = await policyOf(maps);
    expect(outsideHosts(policy)).toEqual([...GOOGLE_MAPS_HOSTS].sort());
    expect(policy['script-src']).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://maps.googleapis.com',
      'https://places.googleapis.com',
    ]);
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['https://maps.googleapis.com', 'https://maps.gstatic.com']),
    );
    expect(policy['style-src']).toContain('https://fonts.googleapis.com');
    expect(policy['font-src']).toEqual(["'self'", 'data:', 'https://fonts.gstatic.com']);
    // Never a wildcard over Google's domains, never eval.
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.includes('*.goo')),
    ).toEqual([]);
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('with META_PIXEL_ID allows exactly the pixel script and its beacons, nothing of Google Maps', async () => {
    const policy = await policyOf(pixel);
    expect(outsideHosts(policy)).toEqual(META_HOSTS);
    expect(policy['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(policy['img-src']).toContain('https://www.facebook.com');
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.facebook.com']);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
  });

  it('sends the same policy with the web app as with the API', async () => {
    for (const ctx of [plain, maps, pixel]) {
      expect(await policyOf(ctx, '/')).toEqual(await policyOf(ctx));
    }
  });
});
