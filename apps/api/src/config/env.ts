import path from 'node:path';
import { z } from 'zod';
import { TRAVEL_MODES, type TravelMode } from '@trilha/shared';
import { defaultWebDistDir } from '../lib/paths';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * "walking,driving=car" → { walking: 'walking', driving: 'car' }: the travel modes an OSRM server
 * offers and the profile name its URLs use for each; undefined when a mode is unknown or repeated.
 */
export function parseRoutingProfiles(text: string): Partial<Record<TravelMode, string>> | undefined {
  const profiles: Partial<Record<TravelMode, string>> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [mode, profile = mode] = entry.split('=').map((part) => part.trim());
    if (!(TRAVEL_MODES as readonly string[]).includes(mode!) || !/^[\w-]+$/.test(profile!)) return undefined;
    if (profiles[mode as TravelMode]) return undefined;
    profiles[mode as TravelMode] = profile;
  }
  return Object.keys(profiles).length > 0 ? profiles : undefined;
}

/** Every environment variable the server reads, parsed once at start (DESIGN.md). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PGLITE_FSYNC: z.enum(['on', 'off']).default('on'),
  EMBEDDED_DATABASE: z.enum(['auto', 'postgres', 'pglite']).default('auto'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'human']).default('auto'),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: flag,
  SIGNUP_APPROVAL: flag,
  // New accounts one client address may open per hour (a shared office or a test run may need more).
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  // How much of the trips' pages each instance keeps ready (lib/page-cache.ts); 0 builds every page.
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Trilha <no-reply@localhost>'),
  // The domain of the personal import addresses (import+<secret>@<domain>); set, it turns the receiver on.
  INBOUND_MAIL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^$|^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, 'must be a domain name')
    .optional()
    .transform((value) => value || undefined),
  INBOUND_MAIL_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  INBOUND_MAIL_HOST: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  // Sign-in with an OpenID Connect provider (Authentik, Keycloak, Google Workspace, Microsoft Entra…).
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: optionalText,
  // Unset for a public client (PKCE alone).
  OIDC_CLIENT_SECRET: optionalText,
  // The provider's name on the sign-in button ("Sign in with <name>").
  OIDC_NAME: z.string().trim().min(1).max(60).default('SSO'),
  // true: the provider is the only way in (no password sign-in, sign-up, reset, nor Google).
  OIDC_ONLY: flag,
  GOOGLE_MAPS_API_KEY: optionalText,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  META_PIXEL_ID: optionalText,
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_MONTHLY_LIMIT: z.coerce.number().int().min(0).default(30),
  // The imports the AI engine reads each month for someone who is not premium (premium: AI_MONTHLY_LIMIT).
  AI_IMPORT_FREE_MONTHLY: z.coerce.number().int().min(0).default(5),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  // Another Stripe-compatible server (stripe-mock, a test double); unset means Stripe itself.
  STRIPE_API_URL: z.url().optional(),
  WEB_DIST_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '']).optional(),
  AVIATIONSTACK_KEY: optionalText,
  AVIATIONSTACK_URL: z.url().default('http://api.aviationstack.com/v1'),
  // An OSRM- or Valhalla-compatible routing server for travel times between stops; unset: an estimate.
  ROUTING_URL: z.url().optional(),
  ROUTING_PROVIDER: z.enum(['osrm', 'valhalla']).default('osrm'),
  // The profiles an OSRM server was built with (one per server): "walking,driving", or "walking=foot".
  ROUTING_PROFILES: z
    .string()
    .default('walking,driving')
    .transform((text, ctx) => {
      const profiles = parseRoutingProfiles(text);
      if (!profiles) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a comma-separated list of ${TRAVEL_MODES.join(', ')} (each optionally =profile)`,
        });
        return z.NEVER;
      }
      return profiles;
    }),
  // A Photon or Nominatim server that finds places (points of interest) by name; unset: Google Places
  // with GOOGLE_MAPS_API_KEY, otherwise the bundled cities, airports and the trip's own places.
  GEOCODER_URL: z.url().optional(),
  GEOCODER_PROVIDER: z.enum(['photon', 'nominatim']).default('photon'),
  // Google Places (New) itself unless a test or a proxy stands in for it.
  GOOGLE_PLACES_URL: z.url().default('https://places.googleapis.com'),
  EXCHANGE_RATES_URL: z
    .union([z.literal('off'), z.url()])
    .default('https://www.ecb.europa.eu/stats/eurofxref'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  pgliteFsync: boolean;
  /**
   * Without DATABASE_URL, which database runs inside DATA_DIR: `auto` keeps the one a folder already
   * holds and gives a new folder PostgreSQL where its binaries are installed (db/embedded-postgres.ts).
   */
  embeddedDatabase: Env['EMBEDDED_DATABASE'];
  /** Undefined means "generate once and keep it in the data folder". */
  jwtSecret?: string;
  logLevel: Env['LOG_LEVEL'];
  /** `auto`: human-readable lines at a terminal, JSON lines anywhere else (a service manager, a container). */
  logFormat: Env['LOG_FORMAT'];
  corsOrigins: string[];
  trustProxy: boolean;
  signupApproval: boolean;
  signupLimitPerHour: number;
  /** MB of trip pages kept ready per instance (lib/page-cache.ts); 0 keeps none. */
  pageCacheMb: number;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Set when INBOUND_MAIL is: the SMTP receiver of the personal import addresses listens on host:port
   * and the addresses are import+<secret>@domain.
   */
  inboundMail?: { domain: string; port: number; host: string };
  googleClientId?: string;
  googleJwksUrl: string;
  /** Set when OIDC_ISSUER is: sign-in with that OpenID Connect provider. */
  oidc?: OidcConfig;
  mapsApiKey?: string;
  mapTileUrl: string;
  pixelId?: string;
  ai: {
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    monthlyLimit: number;
    /** AI readings of imports a month for those who are not premium. */
    importFreeMonthly: number;
    timeoutMs: number;
  };
  paymentsEnabled: boolean;
  /** Set when the three Stripe variables are: premium is then sold through Stripe Checkout. */
  stripe?: { secretKey: string; webhookSecret: string; priceId: string; apiUrl?: string };
  webDistDir: string;
  /** Set when files go to S3-compatible storage instead of DATA_DIR/uploads. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  /** Where the ECB's reference rates are read; undefined when switched off (rates are then typed). */
  exchangeRatesUrl?: string;
  /** Set when flight statuses can be refreshed from AviationStack. */
  flightStatus?: { apiKey: string; baseUrl: string };
  /** Set when place fields search a geocoder (GEOCODER_URL, or Google Places with GOOGLE_MAPS_API_KEY). */
  geocoder?: GeocoderConfig;
  /** Set when travel times come from a routing server (ROUTING_URL) rather than the estimate. */
  routing?: RoutingServerConfig;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Absent for a public client. */
  clientSecret?: string;
  /** The button's label. */
  name: string;
  /** The provider is the only way in: password sign-in, sign-up, resets and Google are refused. */
  only: boolean;
}

/** OIDC_* together: an issuer needs its client id, and OIDC_ONLY a provider to sign in with. */
function oidcConfigOf(env: Env): OidcConfig | undefined {
  const problems: string[] = [];
  if (env.OIDC_ONLY && !env.OIDC_ISSUER) problems.push('  OIDC_ONLY: needs OIDC_ISSUER (and OIDC_CLIENT_ID)');
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) problems.push('  OIDC_CLIENT_ID: required with OIDC_ISSUER');
  if (!env.OIDC_ISSUER && env.OIDC_CLIENT_ID) problems.push('  OIDC_ISSUER: required with OIDC_CLIENT_ID');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return undefined;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME,
    only: env.OIDC_ONLY,
  };
}

export type GeocoderConfig =
  { provider: 'photon' | 'nominatim'; url: string } | { provider: 'google'; url: string; apiKey: string };

export interface RoutingServerConfig {
  provider: 'osrm' | 'valhalla';
  url: string;
  /** OSRM: the modes the server was built for and each one's profile in its URLs. */
  profiles: Partial<Record<TravelMode, string>>;
}

export class ConfigError extends Error {}

/** A variable set to nothing (`KEY=` in .env, `${KEY:-}` in a compose file) counts as not set. */
const setVariables = (source: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );

/** Parses the environment; throws one ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(setVariables(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    pgliteFsync: env.PGLITE_FSYNC === 'on',
    embeddedDatabase: env.EMBEDDED_DATABASE,
    jwtSecret: env.JWT_SECRET,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    corsOrigins: env.CORS_ORIGINS?.split(',').map((origin) => origin.trim()) ?? [],
    trustProxy: env.TRUST_PROXY,
    signupApproval: env.SIGNUP_APPROVAL,
    signupLimitPerHour: env.SIGNUP_LIMIT_PER_HOUR,
    pageCacheMb: env.PAGE_CACHE_MB,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    inboundMail: env.INBOUND_MAIL
      ? { domain: env.INBOUND_MAIL, port: env.INBOUND_MAIL_PORT, host: env.INBOUND_MAIL_HOST ?? env.HOST }
      : undefined,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    oidc: oidcConfigOf(env),
    mapsApiKey: env.GOOGLE_MAPS_API_KEY,
    mapTileUrl: env.MAP_TILE_URL,
    pixelId: env.META_PIXEL_ID,
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      monthlyLimit: env.AI_MONTHLY_LIMIT,
      importFreeMonthly: env.AI_IMPORT_FREE_MONTHLY,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    paymentsEnabled: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            priceId: env.STRIPE_PRICE_ID,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          // Most S3-compatible servers (MinIO, Ceph) want path-style; AWS itself does not need it.
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    exchangeRatesUrl:
      env.EXCHANGE_RATES_URL === 'off' ? undefined : env.EXCHANGE_RATES_URL.replace(/\/$/, ''),
    flightStatus: env.AVIATIONSTACK_KEY
      ? { apiKey: env.AVIATIONSTACK_KEY, baseUrl: env.AVIATIONSTACK_URL.replace(/\/$/, '') }
      : undefined,
    geocoder: env.GEOCODER_URL
      ? { provider: env.GEOCODER_PROVIDER, url: env.GEOCODER_URL.replace(/\/$/, '') }
      : env.GOOGLE_MAPS_API_KEY
        ? {
            provider: 'google',
            url: env.GOOGLE_PLACES_URL.replace(/\/$/, ''),
            apiKey: env.GOOGLE_MAPS_API_KEY,
          }
        : undefined,
    routing: env.ROUTING_URL
      ? {
          provider: env.ROUTING_PROVIDER,
          url: env.ROUTING_URL.replace(/\/$/, ''),
          profiles: env.ROUTING_PROFILES,
        }
      : undefined,
  };
}
