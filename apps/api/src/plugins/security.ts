import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { Config } from '../config/env';

function originOf(url: string): string | undefined {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return undefined;
  }
}

/** The SPA's Content-Security-Policy: our own origin plus exactly the outside services configured. */
export function contentSecurityPolicy(config: Config) {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = [];
  const styles = ["'self'", "'unsafe-inline'"]; // emotion (MUI) injects style elements at run time
  const images = ["'self'", 'data:', 'blob:'];
  const fonts = ["'self'", 'data:'];
  const tiles = originOf(config.mapTileUrl);
  if (tiles) images.push(tiles.replace('://tile.', '://*.tile.'), tiles);
  if (config.googleClientId) {
    scripts.push('https://accounts.google.com/gsi/client');
    styles.push('https://accounts.google.com/gsi/style');
    connect.push('https://accounts.google.com/gsi/');
    frames.push('https://accounts.google.com/gsi/');
  }
  if (config.mapsApiKey) {
    // The Maps JavaScript API's loader and the modules it fetches, the Places API (New) that
    // AutocompleteSuggestion and Place.fetchFields call, Google's logos and the Roboto font it adds.
    scripts.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
    images.push('https://maps.googleapis.com', 'https://maps.gstatic.com');
    styles.push('https://fonts.googleapis.com');
    fonts.push('https://fonts.gstatic.com');
  }
  if (config.pixelId) {
    // fbevents.js and its per-pixel configuration, then the events as image beacons or fetches.
    scripts.push('https://connect.facebook.net');
    images.push('https://www.facebook.com');
    connect.push('https://www.facebook.com');
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    styleSrc: styles,
    imgSrc: images,
    connectSrc: connect,
    fontSrc: fonts,
    frameSrc: frames.length ? frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // The offline app: its service worker and its install manifest, both from our own origin.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // Helmet's headers are worked out once, here: @fastify/helmet built the middleware again on every
  // request, parsing the Content-Security-Policy each time (a measurable part of a trip request's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    // The Google sign-in pop-up talks back to its opener.
    crossOriginOpenerPolicy: { policy: config.googleClientId ? 'same-origin-allow-popups' : 'same-origin' },
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Closed by default: the SPA is served from the same origin. Name other origins in CORS_ORIGINS.
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });
});
