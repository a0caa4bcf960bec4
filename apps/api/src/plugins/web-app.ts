import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA; every non-API GET that is not a file answers index.html for the client router. */
export const webAppPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each text asset; the smallest one the browser accepts is sent.
    preCompressed: true,
    // Hashed assets never change; index.html must always be fetched fresh to pick up a new build.
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
});
