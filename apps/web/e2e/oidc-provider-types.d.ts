/**
 * The little of oidc-provider (an API devDependency, for tests only; it ships no types) that
 * oidc-provider.ts uses: a provider on a local port with one client, its people and the development
 * sign-in and consent pages. apps/api/test has the same declaration for the API tests' provider.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    /** Seconds each kind of artifact lives. */
    ttl?: Record<string, number>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
