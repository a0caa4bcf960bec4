import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the provider: the claims it tells (`email_verified` left out: the provider does not say). */
export interface ProviderPerson {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's people by their subject (the login typed on its sign-in page); change them at will. */
  people: Map<string, ProviderPerson>;
  /**
   * A browser at the provider: opens the authorization URL our start route gave, signs `subject` in on
   * the development sign-in page and consents (or cancels, with `deny`), carrying the provider's cookies,
   * until the provider redirects to our callback. Answers that redirect's URL (its query is the answer).
   */
  signIn(authorizationUrl: string, subject: string, options?: { deny?: boolean }): Promise<URL>;
  close(): Promise<void>;
}

const FORM_ACTION = /<form[^>]*action="([^"]+)"/;
const PROMPT = /name="prompt" value="(\w+)"/;

/** oidc-provider (a real OpenID Connect provider) on a random local port, for our redirect URI. */
export async function startOidcProvider({ redirectUri }: { redirectUri: string }): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'trilha-test';
  const clientSecret = 'trilha-test-client-secret';
  const people = new Map<string, ProviderPerson>();
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
    cookies: { keys: ['trilha-test-provider-cookies'] },
    // Given, so the provider does not print a notice for each default it falls back to.
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx, id) {
      const person = people.get(id);
      return person && { accountId: id, claims: async () => ({ sub: id, ...person }) };
    },
  });
  server.on('request', provider.callback());

  async function signIn(authorizationUrl: string, subject: string, { deny = false } = {}): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let form: URLSearchParams | undefined;
    for (let step = 0; step < 20; step += 1) {
      const res = await fetch(url, {
        method: form ? 'POST' : 'GET',
        body: form,
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      form = undefined;
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) return url;
        continue;
      }
      const page = await res.text();
      const action = page.match(FORM_ACTION)?.[1];
      const prompt = page.match(PROMPT)?.[1];
      if (!action || !prompt) throw new Error(`The provider answered ${res.status}: ${page.slice(0, 500)}`);
      url = new URL(deny ? `${action}/abort` : action, url);
      if (!deny) {
        form = new URLSearchParams(
          prompt === 'login' ? { prompt, login: subject, password: 'any password' } : { prompt },
        );
      }
    }
    throw new Error('The provider never sent the browser back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
