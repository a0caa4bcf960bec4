import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '@trilha/shared';

/** The cookie the web app's language detector keeps the interface language in (i18next's default name). */
const LANGUAGE_COOKIE = /(?:^|;\s*)i18next=([^;]+)/;

/**
 * The interface language the web app will pick on this visit, in its own detector's order: `?lng=`, the
 * language cookie, then the browser's languages; Portuguese when none is ours.
 */
export function pageLanguage(req: FastifyRequest): Language {
  const query = (req.query as Record<string, unknown> | undefined)?.lng;
  const cookie = LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  const browser = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => toLanguage(part.split(';')[0]?.trim()))
    .find(Boolean);
  return (
    toLanguage(typeof query === 'string' ? query : undefined) ??
    toLanguage(cookie ? decodeURIComponent(cookie) : undefined) ??
    browser ??
    DEFAULT_LANGUAGE
  );
}

/**
 * index.html once per language, each preloading that language's texts chunk (`texts-<language>-<hash>.js`)
 * beside the app's own scripts, so the texts arrive in the first wave of requests and not after the app's
 * JavaScript has run and asked for them. Undefined when the build has no such chunks.
 */
export function languagePages(root: string): Map<Language, string> | undefined {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const assets = existsSync(path.join(root, 'assets')) ? readdirSync(path.join(root, 'assets')) : [];
  const pages = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const chunk = assets.find((file) => new RegExp(`^texts-${language}-[\\w-]+\\.js$`).test(file));
    if (!chunk) return undefined;
    const preloads = [chunk, ...staticImports(path.join(root, 'assets', chunk))]
      .filter((file) => !html.includes(`/assets/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`)
      .join('\n    ');
    pages.set(language, html.replace('</head>', `  ${preloads}\n  </head>`));
  }
  return pages;
}

/** The chunks a built chunk imports statically (`import … from "./x.js"`), transitively: they load with it. */
function staticImports(chunkPath: string, seen = new Set<string>()): string[] {
  const code = readFileSync(chunkPath, 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
  )) {
    const file = match[1]!;
    if (seen.has(file)) continue;
    seen.add(file);
    staticImports(path.join(path.dirname(chunkPath), file), seen);
  }
  return [...seen];
}

/**
 * The build's files by their path from `root` ("index.html", "assets/app-abc.js.br"), as the URL names
 * them: every file below it, through symbolic links, but none whose name or folder starts with a dot.
 */
export function builtFiles(root: string, folder = ''): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const relative = folder ? `${folder}/${name}` : name;
    return statSync(path.join(root, relative)).isDirectory() ? builtFiles(root, relative) : [relative];
  });
}

/**
 * Serves the built SPA; every non-API GET that is not a file answers index.html for the client router.
 * The files are looked up in a set made at start, rather than each made a route of its own (as
 * @fastify/static does with `wildcard: false`): a build's few hundred files, with their .br and .gz, cost
 * the router and each route's context about 2 MB of the server's memory for its life.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  // Only reply.sendFile, for the files below.
  await app.register(fastifyStatic, {
    root,
    serve: false,
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
  const files = new Set(builtFiles(root));
  const pages = files.has('index.html') ? languagePages(root) : undefined;
  app.route({
    // HEAD as @fastify/static's routes answered it, not as the GET's answer without its body.
    method: ['GET', 'HEAD'],
    url: '/*',
    config: { public: true },
    schema: { hide: true },
    // As @fastify/static's own routes: a download the browser gave up on closes its connection quietly.
    errorHandler(error: Error & { code?: string }, req: FastifyRequest, reply: FastifyReply) {
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void req.raw.destroy();
      return app.errorHandler(error, req, reply);
    },
    handler(req, reply) {
      if (req.url.startsWith('/api/') || req.url === '/api') return reply.callNotFound();
      const file = (req.params as { '*': string })['*'];
      if (files.has(file)) return reply.sendFile(`/${file}`);
      // `/` is a client route like any other: it answers the language's page below.
      reply.type('text/html').header('cache-control', 'no-cache');
      // A trip's public page (/p/<token>) is for those given its link: no search engine lists it.
      if (req.url.startsWith('/p/')) reply.header('x-robots-tag', 'noindex, nofollow');
      if (!pages) return reply.sendFile('index.html');
      return reply.header('vary', 'Cookie, Accept-Language').send(pages.get(pageLanguage(req)));
    },
  });
});
