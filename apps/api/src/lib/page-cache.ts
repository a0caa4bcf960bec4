import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD } from '../plugins/compression';
import { VERSION } from './version';

/**
 * A trip's pages (the trip, a day, the expense summary) as sent, kept by what they were built from: the
 * trip's revision (which the database moves with every change to what they show, migration 0024) and
 * whatever else the page depends on (the caller's role and language, the destination's date). A page read
 * again at the same revision is sent as it was built, and its entity tag is known without building it, so
 * a revisit from any instance costs the trip's row and no parts. Each instance keeps its own; nothing in
 * it can be stale, since every request reads the revision first.
 */
export interface Page {
  etag: string;
  body: string;
}

/** What a page answer holds: its entity tag, and its JSON unless the caller holds that tag already. */
export interface PageAnswer {
  etag: string;
  body: string | null;
}

/**
 * At most this much is kept, oldest out first: counted as twice each page's JSON (in UTF-16 code units,
 * about bytes for these pages), for the page and the bytes it was sent as (see sendPage).
 */
const KEPT_CHARACTERS = 16 * 1024 * 1024;
/** A page larger than this is built each time rather than push out the many smaller ones. */
const LARGEST_KEPT = 4 * 1024 * 1024;
/** Trips whose newest revision is remembered, so a revisit can skip reading their parts. */
const KNOWN_SCOPES = 20_000;

/**
 * The tag of a page kept by revision: the revision in clear (so any instance can ask the database
 * whether the caller's copy is current) and a hash of everything else it depends on, this release's
 * presenters included. Weak, because the same page goes out brotli, gzip or plain.
 */
export const revisionTag = (revision: number, key: string) =>
  `W/"r${revision}-${hash('sha1', `${VERSION}\n${key}`, 'base64url')}"`;

/**
 * The tag of an answer known only by its body (a page that is not kept, any other GET of JSON). It starts
 * with `b`, so it is never read as a revision tag (a bare base64url hash may start with `r12-`).
 */
export const bodyTag = (body: string) => `W/"b${hash('sha1', body, 'base64url')}"`;

/** The revision an If-None-Match header's page tag names, if it names one. */
export function heldRevision(held: string | undefined): number | undefined {
  const match = held && /^\s*W\/"r(\d{1,15})-/.exec(held);
  return match ? Number(match[1]) : undefined;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 13.1.2). */
export function holdsTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

export function createPageCache({ keptCharacters = KEPT_CHARACTERS } = {}) {
  // Maps iterate in insertion order: re-inserting on use makes the first entry the least recently used.
  const pages = new Map<string, Page>();
  const revisions = new Map<string, number>();
  let kept = 0;

  const touch = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.delete(key);
    map.set(key, value);
  };

  return {
    /** The newest revision of `scope` (one page of one trip) this instance has built, if any. */
    revisionOf: (scope: string): number | undefined => revisions.get(scope),

    get(key: string): Page | undefined {
      const page = pages.get(key);
      if (page) touch(pages, key, page);
      return page;
    },

    keep(scope: string, revision: number, key: string, page: Page): void {
      // Keeping nothing (PAGE_CACHE_MB=0): every read reads its parts.
      if (keptCharacters === 0) return;
      if ((revisions.get(scope) ?? -1) <= revision) touch(revisions, scope, revision);
      if (revisions.size > KNOWN_SCOPES) revisions.delete(revisions.keys().next().value!);
      if (page.body.length > LARGEST_KEPT || pages.has(key)) return;
      pages.set(key, page);
      kept += 2 * page.body.length;
      for (const [oldest, { body }] of pages) {
        if (kept <= keptCharacters) break;
        pages.delete(oldest);
        kept -= 2 * body.length;
      }
    },

    /** How much is kept, for tests and the bench. */
    size: () => ({ pages: pages.size, characters: kept }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** The bytes a page was sent as, by encoding, made on its first send in each (a kept page's for its life). */
const sentBytes = new WeakMap<PageAnswer, Partial<Record<Encoding, Buffer>>>();

function encode(body: string, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    // As plugins/compression.ts compresses other answers: quality 4 keeps most of the gain for little CPU.
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  return encoding === 'gzip' ? gzipSync(body) : Buffer.from(body);
}

/**
 * Sends a page answer: 304 without a body when the caller holds it, else its JSON as built, in the
 * encoding the caller prefers (as @fastify/compress would choose it). A kept page is sent again as the
 * same bytes: encoding and compressing its JSON was a third of the CPU of a read served from the cache.
 * Fastify neither serializes it again nor checks it against the route's schema (the routes' tests compare
 * each page with its schema's parse). The entity tag is set here, so apiEntityTag does not hash the body.
 */
export function sendPage(reply: FastifyReply, answer: PageAnswer) {
  reply.header('etag', answer.etag);
  if (answer.body === null) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < COMPRESS_THRESHOLD) return reply.send(answer.body);
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = (accepted && encodings.negotiate(accepted.toLowerCase())) || 'identity';
  let sent = sentBytes.get(answer);
  if (!sent) sentBytes.set(answer, (sent = {}));
  const bytes = (sent[encoding] ??= encode(answer.body, encoding));
  reply.header('vary', 'Accept-Encoding');
  // Encoded here, so @fastify/compress leaves them as they are (it would compress plain bytes only for
  // an encoding chosen here as none, e.g. deflate alone: as it would have).
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
