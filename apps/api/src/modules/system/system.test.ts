import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import rootPackage from '../../../../../package.json' with { type: 'json' };

/** The routes of API.md that this server implements so far. */
const CONTRACT = [
  'get /api/health',
  'get /api/ready',
  'get /api/config',
  'post /api/auth/register',
  'post /api/auth/login',
  'post /api/auth/google',
  'post /api/auth/request-password-reset',
  'post /api/auth/reset-password',
  'get /api/auth/me',
  'post /api/auth/logout-all',
  'post /api/auth/logout',
  'post /api/auth/login/two-factor',
  'get /api/auth/oidc/start',
  'get /api/auth/oidc/callback',
  'post /api/auth/oidc/exchange',
  'post /api/auth/passkey/options',
  'post /api/auth/passkey',
  'get /api/users/settings',
  'put /api/users/settings',
  'get /api/users/search',
  'get /api/users/profile',
  'put /api/users/profile',
  'put /api/users/password',
  'get /api/users/remaining-usages/{feature}',
  'delete /api/users/me',
  'get /api/users/sessions',
  'delete /api/users/sessions',
  'delete /api/users/sessions/{sessionId}',
  'get /api/users/tokens',
  'post /api/users/tokens',
  'delete /api/users/tokens/{tokenId}',
  'get /api/users/two-factor',
  'post /api/users/two-factor',
  'post /api/users/two-factor/confirm',
  'delete /api/users/two-factor',
  'get /api/users/passkeys',
  'post /api/users/passkeys/options',
  'post /api/users/passkeys',
  'put /api/users/passkeys/{passkeyId}',
  'delete /api/users/passkeys/{passkeyId}',
  'post /api/feedback',
  'get /api/trips',
  'post /api/trips',
  'get /api/trips/{id}',
  'put /api/trips/{id}',
  'delete /api/trips/{id}',
  'get /api/trips/{id}/shares',
  'post /api/trips/{id}/shares',
  'put /api/trips/{id}/shares/{userId}',
  'delete /api/trips/{id}/shares/{userId}',
  'get /api/trips/{id}/invite-links',
  'post /api/trips/{id}/invite-links',
  'delete /api/trips/{id}/invite-links/{linkId}',
  'get /api/invite-links/{token}',
  'post /api/invite-links/{token}/accept',
  'get /api/trips/{id}/public-link',
  'put /api/trips/{id}/public-link',
  'delete /api/trips/{id}/public-link',
  'get /api/public/trips/{token}',
  'post /api/trips/{id}/copy',
  'put /api/trips/{id}/owner',
  'get /api/places/search',
  'get /api/trips/{id}/checklist',
  'post /api/trips/{id}/checklist',
  'put /api/trips/{id}/checklist/{groupId}',
  'delete /api/trips/{id}/checklist/{groupId}',
  'post /api/trips/{id}/checklist/{groupId}/items',
  'put /api/trips/{id}/checklist/{groupId}/items/{itemId}',
  'delete /api/trips/{id}/checklist/{groupId}/items/{itemId}',
  'get /api/trips/{id}/tips',
  'post /api/trips/{id}/tips',
  'put /api/trips/{id}/tips/{tipId}',
  'delete /api/trips/{id}/tips/{tipId}',
  'get /api/trips/{id}/contacts',
  'post /api/trips/{id}/contacts',
  'put /api/trips/{id}/contacts/{contactId}',
  'delete /api/trips/{id}/contacts/{contactId}',
  'get /api/trips/{id}/itinerary',
  'post /api/trips/{id}/itinerary',
  'put /api/trips/{id}/itinerary/{itemId}',
  'delete /api/trips/{id}/itinerary/{itemId}',
  'get /api/trips/{id}/photos',
  'post /api/trips/{id}/photos',
  'get /api/trips/{id}/photos/{photoId}',
  'put /api/trips/{id}/photos/{photoId}',
  'delete /api/trips/{id}/photos/{photoId}',
  'get /api/trips/{id}/days/{date}',
  'post /api/trips/{id}/route',
  'get /api/airports/search',
  'get /api/trips/{id}/flights',
  'post /api/trips/{id}/flights',
  'get /api/trips/{id}/flights/{flightId}',
  'put /api/trips/{id}/flights/{flightId}',
  'delete /api/trips/{id}/flights/{flightId}',
  'put /api/trips/{id}/flights/{flightId}/ticket',
  'get /api/trips/{id}/flights/{flightId}/ticket',
  'delete /api/trips/{id}/flights/{flightId}/ticket',
  'post /api/trips/{id}/flights/{flightId}/refresh-status',
  'get /api/trips/{id}/bookings',
  'post /api/trips/{id}/bookings',
  'get /api/trips/{id}/bookings/{bookingId}',
  'put /api/trips/{id}/bookings/{bookingId}',
  'delete /api/trips/{id}/bookings/{bookingId}',
  'patch /api/trips/{id}/bookings/{bookingId}/booked',
  'get /api/trips/{id}/tours',
  'post /api/trips/{id}/tours',
  'get /api/trips/{id}/tours/{tourId}',
  'put /api/trips/{id}/tours/{tourId}',
  'delete /api/trips/{id}/tours/{tourId}',
  'patch /api/trips/{id}/tours/{tourId}/booked',
  'post /api/trips/{id}/imports',
  'post /api/trips/{id}/imports/{importId}/apply',
  'get /api/trips/{id}/imports/{importId}/file',
  'get /api/imports/address',
  'post /api/imports/address',
  'get /api/imports/{importId}',
  'put /api/imports/{importId}/trip',
  'get /api/trips/{id}/bookings/{bookingId}/files',
  'post /api/trips/{id}/bookings/{bookingId}/files',
  'get /api/trips/{id}/bookings/{bookingId}/files/{fileId}',
  'delete /api/trips/{id}/bookings/{bookingId}/files/{fileId}',
  'get /api/trips/{id}/tours/{tourId}/files',
  'post /api/trips/{id}/tours/{tourId}/files',
  'get /api/trips/{id}/tours/{tourId}/files/{fileId}',
  'delete /api/trips/{id}/tours/{tourId}/files/{fileId}',
  'get /api/trips/{id}/export.pdf',
  'post /api/trips/{id}/export/email',
  'get /api/trips/{id}/participants',
  'post /api/trips/{id}/participants',
  'delete /api/trips/{id}/participants/{participantId}',
  'get /api/trips/{id}/expenses',
  'get /api/trips/{id}/split-presets',
  'post /api/trips/{id}/split-presets',
  'put /api/trips/{id}/split-presets/{presetId}',
  'delete /api/trips/{id}/split-presets/{presetId}',
  'post /api/trips/{id}/expenses',
  'get /api/trips/{id}/expenses/summary',
  'get /api/trips/{id}/expenses/rate',
  'get /api/trips/{id}/expenses/{expenseId}',
  'put /api/trips/{id}/expenses/{expenseId}',
  'delete /api/trips/{id}/expenses/{expenseId}',
  'post /api/agencies',
  'get /api/agencies',
  'get /api/agencies/{id}',
  'put /api/agencies/{id}',
  'delete /api/agencies/{id}',
  'get /api/agencies/{id}/consultants',
  'post /api/agencies/{id}/consultants',
  'put /api/agencies/{id}/consultants/{consultantId}',
  'delete /api/agencies/{id}/consultants/{consultantId}',
  'patch /api/agencies/{id}/consultants/{consultantId}/toggle-status',
  'get /api/agencies/{id}/clients',
  'post /api/agencies/{id}/clients',
  'put /api/agencies/{id}/clients/{clientId}',
  'delete /api/agencies/{id}/clients/{clientId}',
  'get /api/consultants/clients',
  'get /api/consultants/clients/{clientId}',
  'post /api/consultants/clients/{clientId}/trips',
  'get /api/agency-invitations',
  'post /api/agency-invitations/{id}/accept',
  'post /api/agency-invitations/{id}/decline',
  'get /api/notifications',
  'get /api/notifications/unread',
  'post /api/notifications/{id}/read',
  'put /api/notifications/mark-all-as-read',
  'delete /api/notifications/delete-all',
  'get /api/notifications/stream',
  'get /api/calendar',
  'get /api/calendar/feed-url',
  'post /api/calendar/feed-url',
  'get /api/calendar/{feed}',
  'post /api/ai/trips/{id}/itinerary',
  'post /api/ai/trips/{id}/checklist',
  'post /api/ai/trips/{id}/tips',
  'post /api/ai/trips/{id}/cost-estimate',
  'post /api/ai/trips/{id}/itinerary/accept',
  'post /api/ai/trips/{id}/checklist/accept',
  'post /api/ai/trips/{id}/tips/accept',
  'get /api/admin/stats',
  'get /api/admin/users',
  'put /api/admin/users/{id}',
  'post /api/admin/users/{id}/approve',
  'post /api/admin/users/{id}/reject',
  'post /api/admin/users/{id}/suspend',
  'post /api/admin/users/{id}/reactivate',
  'put /api/admin/users/{id}/premium',
  'post /api/admin/users/{id}/two-factor/reset',
  'get /api/admin/settings',
  'put /api/admin/settings',
  'get /api/admin/premium-users',
  'get /api/admin/feedback',
  'get /api/admin/mail',
  'post /api/admin/mail/{id}/retry',
  'get /api/premium/status',
  'post /api/premium/checkout',
  'post /api/premium/cancel',
  'post /api/premium/webhook',
  'post /api/premium/portal',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // A route that fails the way a bug would, to see what a 500 shows.
  ctx.app.get('/api/test-only/boom', { config: { public: true } }, async () => {
    throw new Error('secret detail: select * from users');
  });
  await ctx.app.ready();
});
afterAll(() => ctx.close());

describe('health, readiness and public config', () => {
  it('answers /api/health and /api/ready without a token', async () => {
    // The running release, the one package.json and CHANGELOG.md name.
    expect((await ctx.app.inject('/api/health')).json()).toEqual({
      status: 'ok',
      version: rootPackage.version,
    });
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readFileSync(new URL('../../../../../CHANGELOG.md', import.meta.url), 'utf8')).toContain(
      `## [${rootPackage.version}] - `,
    );
    expect((await ctx.app.inject('/api/ready')).json()).toEqual({
      status: 'ready',
      services: { database: 'up', storage: 'up' },
    });
  });

  it('answers /api/config with what the web app needs and no secret', async () => {
    const res = await ctx.app.inject('/api/config');
    expect(res.json()).toEqual({
      googleClientId: null,
      mapsApiKey: null,
      mapTileUrl: expect.stringContaining('{z}'),
      pixelId: null,
      paymentsEnabled: false,
      aiProvider: 'offline',
      languages: ['en', 'es', 'pt'],
      signupApproval: false,
      flightStatus: false,
      routing: { provider: 'estimate', modes: ['walking', 'driving', 'transit'] },
      oidc: null,
      version: rootPackage.version,
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents exactly the routes of the contract, each served by the app', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`))
      .filter((route) => !route.includes('/test-only/'));
    expect(documented.sort()).toEqual([...CONTRACT].sort());
    for (const route of CONTRACT) {
      const [method, url] = route.split(' ') as [string, string];
      const served = ctx.app.hasRoute({
        method: method.toUpperCase() as 'GET',
        url: url.replace(/\{(\w+)\}/g, ':$1'),
      });
      expect(served, route).toBe(true);
    }
  });

  it('serves the browsable documentation', async () => {
    const res = await ctx.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown API path with the 404 shape', async () => {
    const res = await ctx.app.inject('/api/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found' });
  });

  it('hides the details of a 500 and gives a request id that is in the log', async () => {
    const res = await ctx.app.inject({ url: '/api/test-only/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(body.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toContain('secret detail');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy and no CORS permission by default', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example.com' } });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
