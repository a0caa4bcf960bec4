import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { rateLimitsFor } from '../plugins/rate-limits';

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', pgliteFsync: true, signupApproval: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('reads how many accounts one address may open per hour, 20 unless told', () => {
    expect(loadConfig({}).signupLimitPerHour).toBe(20);
    const config = loadConfig({ SIGNUP_LIMIT_PER_HOUR: '500' });
    expect(config.signupLimitPerHour).toBe(500);
    expect(rateLimitsFor(config).registerPerIp).toEqual({ max: 500, window: 60 * 60_000 });
    expect(() => loadConfig({ SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(ConfigError);
  });

  it('takes a variable set to nothing as not set (KEY= in .env, ${KEY:-} in compose)', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: ' ', JWT_SECRET: '', DATA_DIR: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(loadConfig({}).dataDir);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
  });

  it('receives mail for personal import addresses only when INBOUND_MAIL names a domain', () => {
    expect(loadConfig({}).inboundMail).toBeUndefined();
    expect(loadConfig({ INBOUND_MAIL: '' }).inboundMail).toBeUndefined();
    expect(loadConfig({ INBOUND_MAIL: 'In.Trilha.example', HOST: '127.0.0.1' }).inboundMail).toEqual({
      domain: 'in.trilha.example',
      port: 2525,
      host: '127.0.0.1',
    });
    expect(
      loadConfig({ INBOUND_MAIL: 'in.example', INBOUND_MAIL_PORT: '2600', INBOUND_MAIL_HOST: '::' })
        .inboundMail,
    ).toMatchObject({ port: 2600, host: '::' });
    expect(() => loadConfig({ INBOUND_MAIL: 'not a domain' })).toThrow(/INBOUND_MAIL/);
    expect(() => loadConfig({ INBOUND_MAIL: 'in.example', INBOUND_MAIL_PORT: 'x' })).toThrow(ConfigError);
  });

  it('uses a routing server only when ROUTING_URL is set, with the OSRM profiles ROUTING_PROFILES names', () => {
    expect(loadConfig({}).routing).toBeUndefined();
    expect(loadConfig({ ROUTING_URL: 'http://osrm.local:5000/' }).routing).toEqual({
      provider: 'osrm',
      url: 'http://osrm.local:5000',
      profiles: { walking: 'walking', driving: 'driving' },
    });
    const valhalla = loadConfig({
      ROUTING_URL: 'http://valhalla.local',
      ROUTING_PROVIDER: 'valhalla',
      ROUTING_PROFILES: 'walking=foot, transit',
    }).routing;
    expect(valhalla).toMatchObject({
      provider: 'valhalla',
      profiles: { walking: 'foot', transit: 'transit' },
    });
    expect(() => loadConfig({ ROUTING_PROFILES: 'flying' })).toThrow(/ROUTING_PROFILES/);
    expect(() => loadConfig({ ROUTING_PROFILES: 'walking,walking=foot' })).toThrow(/ROUTING_PROFILES/);
    expect(() => loadConfig({ ROUTING_PROFILES: 'walking=../x' })).toThrow(/ROUTING_PROFILES/);
    expect(() => loadConfig({ ROUTING_PROVIDER: 'graphhopper' })).toThrow(/ROUTING_PROVIDER/);
  });

  it('names every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SIGNUP_APPROVAL: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SIGNUP_APPROVAL'])
        expect(message).toContain(name);
    }
  });

  it('reads the scaled settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/trilha',
      REDIS_URL: 'redis://cache:6379',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PGLITE_FSYNC: 'off',
      APP_URL: 'https://trips.example.com/',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.pgliteFsync).toBe(false);
    expect(config.appUrl).toBe('https://trips.example.com');
  });
});

describe('OpenID Connect sign-in', () => {
  it('is off without OIDC_ISSUER and on with an issuer and a client id', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(
      loadConfig({ OIDC_ISSUER: 'https://sso.example.com/realms/staff', OIDC_CLIENT_ID: 'trilha' }).oidc,
    ).toEqual({
      issuer: 'https://sso.example.com/realms/staff',
      clientId: 'trilha',
      clientSecret: undefined,
      name: 'SSO',
      only: false,
    });
    const named = loadConfig({
      OIDC_ISSUER: 'https://sso.example.com',
      OIDC_CLIENT_ID: 'trilha',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Authentik',
      OIDC_ONLY: 'true',
    }).oidc;
    expect(named).toMatchObject({ clientSecret: 's3cret', name: 'Authentik', only: true });
  });

  it('refuses to start with OIDC_ONLY but no provider, or half a provider', () => {
    expect(() => loadConfig({ OIDC_ONLY: 'true' })).toThrow(/OIDC_ONLY/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'trilha' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })).toThrow(ConfigError);
  });
});

describe('documentation', () => {
  it('names every variable in .env.example and in the self-hosting guide', async () => {
    const { readFileSync } = await import('node:fs');
    const { envSchema } = await import('./env');
    const root = new URL('../../../../', import.meta.url);
    const example = readFileSync(new URL('.env.example', root), 'utf8');
    const guide = readFileSync(new URL('docs/self-hosting.md', root), 'utf8');
    const variables = Object.keys(envSchema.shape).filter((name) => name !== 'NODE_ENV');
    expect(variables.filter((name) => !example.includes(`${name}=`))).toEqual([]);
    expect(variables.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });
});
