/**
 * A real OpenID Connect provider (oidc-provider, its development sign-in and consent pages) for the
 * OpenID Connect journey (oidc.spec.ts), started by Playwright as one more web server; the OIDC server of
 * the journeys reaches it through OIDC_ISSUER. It knows one client (OIDC_CLIENT_ID and
 * OIDC_CLIENT_SECRET, PKCE required, redirect URI OIDC_REDIRECT_URI) and its people by the login typed on
 * its page; any password passes.
 *
 * Run: node apps/web/e2e/oidc-provider.ts (port from OIDC_PROVIDER_PORT).
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4011);
const issuer = `http://127.0.0.1:${port}`;
const redirectUri = process.env.OIDC_REDIRECT_URI ?? 'http://127.0.0.1:4006/api/auth/oidc/callback';

const clientId = process.env.OIDC_CLIENT_ID ?? 'trilha-e2e';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'trilha-e2e-oidc-secret';

/** The people, by the login typed on the provider's sign-in page (oidc.spec.ts signs in as vera). */
const PEOPLE: Record<string, { email: string; email_verified: boolean; name: string }> = {
  vera: { email: 'vera.viajante@sso.trilha.test', email_verified: true, name: 'Vera Viajante' },
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['trilha-e2e-provider-cookies'] },
  ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  async findAccount(_ctx, id) {
    const person = PEOPLE[id];
    return person && { accountId: id, claims: async () => ({ sub: id, ...person }) };
  },
});

createServer(provider.callback()).listen(port, '127.0.0.1', () => {
  console.log(`OpenID Connect provider at ${issuer} for ${redirectUri}`);
});
