import * as client from 'openid-client';
import type { OidcConfig } from '../../config/env';
import { AppError, serviceUnavailable } from '../../lib/errors';
import { isSocketError } from '../../lib/outages';

/** What the browser's return from the provider must match: kept in the sign-in cookie meanwhile. */
export interface OidcChecks {
  /** PKCE's code verifier (its S256 challenge went to the provider). */
  verifier: string;
  state: string;
  nonce: string;
}

/** The person the provider vouches for. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email?: string;
  /** Only the provider's own `email_verified: true` counts. */
  emailVerified: boolean;
  name?: string;
}

export interface OidcClient {
  readonly enabled: boolean;
  /** The provider's authorization URL for one sign-in, and the checks its answer must pass. */
  authorize(redirectUri: string): Promise<{ url: string; checks: OidcChecks }>;
  /**
   * The provider's answer at `callbackUrl` (the redirect URI with the answer's query) turned into the
   * person: the code is exchanged with the verifier, the ID token's state and nonce checked. Refusals:
   * 403 OIDC_DENIED (the person or the provider said no), 502 OIDC_FAILED, 503 OIDC_UNAVAILABLE.
   */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity>;
}

const SCOPE = 'openid email profile';
/** Seconds one request to the provider may take (discovery, token, userinfo). */
const TIMEOUT_SECONDS = 10;

/** An answer from the provider we cannot use; the cause is logged, the person told OIDC_FAILED. */
class OidcFailure extends AppError {
  constructor(cause: unknown) {
    super(502, 'OIDC_FAILED');
    this.cause = cause;
  }
}

function unreachable(cause: unknown): AppError {
  const error = serviceUnavailable('OIDC');
  error.cause = cause;
  return error;
}

/** A request that never got an answer: the provider is down, slow or not where the issuer says. */
function isUnreachable(error: unknown): boolean {
  const { name, cause } = error as { name?: unknown; cause?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  return (
    error instanceof TypeError &&
    (isSocketError(cause) || (cause as Error | undefined)?.name === 'ConnectTimeoutError')
  );
}

function classify(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' ? new AppError(403, 'OIDC_DENIED') : new OidcFailure(error);
  }
  return isUnreachable(error) ? unreachable(error) : new OidcFailure(error);
}

/**
 * The relying party of OIDC_ISSUER, through openid-client: the authorization code flow with PKCE (S256),
 * state and nonce. The provider's metadata is discovered on the first sign-in and kept; a failed discovery
 * is tried again by the next one, so the server starts, and stays up, while the provider is down.
 */
export function createOidcClient(settings: OidcConfig | undefined): OidcClient {
  if (!settings) {
    const off = () => Promise.reject(serviceUnavailable('OIDC'));
    return { enabled: false, authorize: off, finish: off };
  }
  const { issuer, clientId, clientSecret } = settings;
  // A provider on plain http (one on the same private network) is the administrator's explicit choice.
  const execute = new URL(issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [];
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
        { execute, timeout: TIMEOUT_SECONDS },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw unreachable(error);
      });
    return discovered;
  }

  return {
    enabled: true,

    async authorize(redirectUri) {
      const config = await configuration();
      const checks = {
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url: url.href, checks };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
        });
        const idToken = tokens.claims()!;
        let claims: Record<string, unknown> = idToken;
        // Many providers put the profile in the ID token; a conforming one may keep it for userinfo.
        if (typeof idToken.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
        }
        const text = (value: unknown) =>
          typeof value === 'string' && value.trim() ? value.trim() : undefined;
        return {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: text(claims.email),
          emailVerified: claims.email_verified === true,
          name: text(claims.name),
        };
      } catch (error) {
        throw classify(error);
      }
    },
  };
}
