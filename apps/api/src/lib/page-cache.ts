import { hash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { COMPRESS_THRESHOLD } from '../plugins/compression';
import { gzipPieces } from './spliced-gzip';
import { VERSION } from './version';

/**
 * A trip's pages (the trip, a day, the expense summary), and a person's list of trips, as sent, kept by
 * what they were built from: the
 * trip's revision (which the database moves with every change to what they show, migration 0024) and
 * whatever else the page depends on (the caller's role and language, the destination's date). A page read
 * again at the same revision is sent as it was built, and its entity tag is known without building it, so
 * a revisit from any instance costs the trip's row and no parts. Each instance keeps its own; nothing in
 * it can be stale, since every request reads the revision first.
 */
export interface Page {
  etag: string;
  body: PageBody;
  /** Headers the answer carries with its body (a list's next cursor). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A page's JSON; when it was spliced from kept parts (see spliceParts), as pieces of UTF-8 bytes that
 * are sent as they are, so a page read after a change does not copy its kept parts into a new buffer
 * (1.5 MB on a 100x trip: enough of them made V8 run a full collection every dozen reads).
 */
export type PageBody = string | readonly Buffer[];

/** What a page answer holds: its entity tag, and its JSON unless the caller holds that tag already. */
export interface PageAnswer {
  etag: string;
  body: PageBody | null;
  headers?: Readonly<Record<string, string>>;
}

/** A page's length: in UTF-16 code units for a string, in bytes for pieces. */
export const bodyLength = (body: PageBody) =>
  typeof body === 'string' ? body.length : body.reduce((sum, piece) => sum + piece.length, 0);

/** A page's JSON as one string (the paths that parse it again: read-back, the agent interface). */
export const bodyText = (body: PageBody) =>
  typeof body === 'string' ? body : Buffer.concat(body).toString();

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
export const bodyTag = (body: PageBody) =>
  `W/"b${hash('sha1', typeof body === 'string' ? body : Buffer.concat(body), 'base64url')}"`;

/** Stands for a part in a page rendered without its parts: random per process, so no trip's text holds it. */
const PART_MARK = `trilha-part-${randomUUID()}:`;
const MARKED = new RegExp(`"${PART_MARK}(\\w+)"`, 'g');

/** The string a page is rendered with in place of its part `key`, for `spliceParts`. */
export const partMark = (key: string) => `${PART_MARK}${key}`;

/**
 * A page's JSON, as pieces of UTF-8 bytes, from its JSON rendered with `partMark`s for its parts and each
 * part's own JSON as bytes (in pieces, for a keyed part: see `piecesOf`): a kept part goes into the page
 * as it is, neither parsed, serialized, encoded nor copied again, and the page is never one large string
 * in V8's heap.
 */
export function spliceParts(rendered: string, parts: Record<string, readonly Buffer[]>): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const match of rendered.matchAll(MARKED)) {
    pieces.push(Buffer.from(rendered.slice(from, match.index)), ...parts[match[1]!]!);
    from = match.index + match[0].length;
  }
  pieces.push(Buffer.from(rendered.slice(from)));
  return pieces;
}

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

/** A page as kept: the revision it was built at, and the page. */
interface KeptPage {
  revision: number;
  page: Page;
}

/**
 * One part of a page (its flights, its plan) as JSON, kept apart from the pages it went into: a page read
 * after a change reads again only the parts whose tables changed (migration 0033) and splices the
 * others in as they are. Kept per variant of the page, as the page is.
 */
export type KeptPart = KeptWhole | KeptEntries | KeptSums;

export interface KeptWhole {
  /** The trip's revision when it was built: it holds while no table it reads changed after it. */
  revision: number;
  /** Its JSON in UTF-8. */
  json: Buffer;
}

/**
 * A keyed part (a list with an entry per key, the plan's days: trip-parts.repository.ts) kept entry by
 * entry, so a read after a change to one key's rows reads and presents that entry only.
 */
export interface KeptEntries {
  /** The trip's revision when its entries were last read: see KeptWhole. */
  revision: number;
  /** Each entry's JSON in UTF-8, by key, in the list's order. */
  entries: ReadonlyMap<string, Buffer>;
}

/**
 * A summed part (the costs' summary: trip-parts.repository.ts) as JSON, with the entries it was made
 * from by key, so a read after a change to one key's rows reads that entry only and sums again.
 */
export interface KeptSums extends KeptWhole {
  sums: ReadonlyMap<string, unknown>;
}

/** What every kept entry is counted as beyond its JSON and its key: the objects that hold it. */
export const ENTRY_OVERHEAD = 256;

/** What an entry of a kept summed part is counted as: a few hundred bytes of small objects. */
const SUMMED_ENTRY_LENGTH = 256;

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** A kept part's JSON, in pieces (a keyed part's entries as a JSON list), for `spliceParts`. */
export function piecesOf(part: KeptPart): Buffer[] {
  if ('json' in part) return [part.json];
  const pieces: Buffer[] = [OPEN];
  for (const json of part.entries.values()) {
    if (pieces.length > 1) pieces.push(COMMA);
    pieces.push(json);
  }
  pieces.push(CLOSE);
  return pieces;
}

const keptLength = (part: KeptPart) => {
  if ('sums' in part) return part.json.length + part.sums.size * SUMMED_ENTRY_LENGTH;
  if ('json' in part) return part.json.length;
  let length = 2;
  for (const json of part.entries.values()) length += json.length + 1;
  return length;
};

export function createPageCache({ keptCharacters = KEPT_CHARACTERS } = {}) {
  // Maps iterate in insertion order: re-inserting on use makes the first entry the least recently used.
  const entries = new Map<string, KeptPage | KeptPart>();
  const revisions = new Map<string, number>();
  // By scope, the newest revision at which each part of it is kept for any variant.
  const partRevisions = new Map<string, Map<string, number>>();
  let kept = 0;

  const touch = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.delete(key);
    map.set(key, value);
  };
  // A page is counted twice, for the bytes it was sent as (see sendPage); a part once. Each entry also
  // counts its key and its objects: a list's filters come from the caller (a search, a cursor), so many
  // small pages must not hold more than the bound says.
  const sizeOf = (key: string, entry: KeptPage | KeptPart) =>
    key.length + ENTRY_OVERHEAD + ('page' in entry ? 2 * bodyLength(entry.page.body) : keptLength(entry));
  // One entry per page variant: a newer revision's page takes the place of the one it supersedes.
  const pageKey = (scope: string, variant: string) => `page|${scope}|${variant}`;
  const partKey = (scope: string, part: string, variant: string) => `part|${scope}|${part}|${variant}`;
  const remember = (scope: string, revision: number) => {
    if ((revisions.get(scope) ?? -1) <= revision) touch(revisions, scope, revision);
    if (revisions.size > KNOWN_SCOPES) revisions.delete(revisions.keys().next().value!);
  };
  const put = (key: string, entry: KeptPage | KeptPart) => {
    const before = entries.get(key);
    if (before) kept -= sizeOf(key, before);
    touch(entries, key, entry);
    kept += sizeOf(key, entry);
    for (const [oldest, value] of entries) {
      if (kept <= keptCharacters) break;
      entries.delete(oldest);
      kept -= sizeOf(oldest, value);
    }
  };

  return {
    /** Whether anything is kept at all (PAGE_CACHE_MB is not 0). */
    keeping: keptCharacters > 0,

    /** The newest revision of `scope` (one page of one trip) this instance has built, if any. */
    revisionOf: (scope: string): number | undefined => revisions.get(scope),

    /** This variant of the page of `scope` at `revision`, if kept. */
    get(scope: string, revision: number, variant: string): Page | undefined {
      const key = pageKey(scope, variant);
      const found = entries.get(key);
      if (!found || !('page' in found) || found.revision !== revision) return undefined;
      touch(entries, key, found);
      return found.page;
    },

    /**
     * Keeps this variant of the page of `scope` at `revision`, in place of an older revision's (a page
     * is only ever asked for at the trip's current revision).
     */
    keep(scope: string, revision: number, variant: string, page: Page): void {
      // Keeping nothing (PAGE_CACHE_MB=0): every read reads its parts.
      if (keptCharacters === 0) return;
      remember(scope, revision);
      const key = pageKey(scope, variant);
      const found = entries.get(key);
      if (bodyLength(page.body) > LARGEST_KEPT || (found && found.revision >= revision)) return;
      put(key, { revision, page });
    },

    /**
     * For each part of `scope`, the newest revision at which any variant of it is kept: the statement
     * leaves the part out unless one of its tables changed after it.
     */
    partRevisionsOf: (scope: string): ReadonlyMap<string, number> | undefined => partRevisions.get(scope),

    /** A part kept for this variant of the page, if it still holds at `changedAt` (see KeptPart). */
    part(scope: string, part: string, variant: string, changedAt: number): KeptPart | undefined {
      const key = partKey(scope, part, variant);
      const found = entries.get(key);
      if (!found || 'page' in found || found.revision < changedAt) return undefined;
      touch(entries, key, found);
      return found;
    },

    keepPart(scope: string, part: string, variant: string, kept: KeptPart): void {
      if (keptCharacters === 0 || keptLength(kept) > LARGEST_KEPT) return;
      let known = partRevisions.get(scope);
      if (!known) touch(partRevisions, scope, (known = new Map()));
      if (partRevisions.size > KNOWN_SCOPES) partRevisions.delete(partRevisions.keys().next().value!);
      if ((known.get(part) ?? -1) <= kept.revision) known.set(part, kept.revision);
      put(partKey(scope, part, variant), kept);
    },

    /** How much is kept, for tests and the bench. */
    size() {
      let pages = 0;
      for (const entry of entries.values()) if ('page' in entry) pages += 1;
      return { pages, parts: entries.size - pages, characters: kept };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });
// A large page in pieces goes out gzip when the caller takes it, spliced from its pieces' (see below).
const splicedGzip = new Negotiator<Encoding>({ supportedValues: ['gzip'] });

/** The bytes a page was sent as, by encoding, made on its first send in each (a kept page's for its life). */
const sentBytes = new WeakMap<PageAnswer, Partial<Record<Encoding, Buffer | readonly Buffer[]>>>();

/**
 * Below this, a page in pieces is sent as one buffer: copying it costs less than writing each piece. Above
 * it, the copy is what costs (the 1.5 MB of a 100x trip read after each change) until the page is sent
 * again, when it is copied once for the sends after it.
 */
const SENT_IN_PIECES = 256 * 1024;

function encode(body: PageBody, encoding: Encoding): Buffer | readonly Buffer[] {
  // A large page in pieces stays in pieces, plain or gzip (see spliced-gzip.ts); through brotli, it is one.
  const bytes = () => (typeof body === 'string' ? body : Buffer.concat(body));
  if (encoding === 'br') {
    // As plugins/compression.ts compresses other answers: quality 4 keeps most of the gain for little CPU.
    return brotliCompressSync(bytes(), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (typeof body !== 'string' && bodyLength(body) >= SENT_IN_PIECES) {
    return encoding === 'gzip' ? gzipPieces(coalesced(body)) : coalesced(body);
  }
  if (encoding === 'gzip') return gzipSync(bytes());
  return typeof body === 'string' ? Buffer.from(body) : Buffer.concat(body);
}

/** Pieces with each run of small ones copied into one: a write per piece costs a system call. */
function coalesced(pieces: readonly Buffer[]): Buffer[] {
  const large = 16 * 1024;
  const out: Buffer[] = [];
  let run: Buffer[] = [];
  const flush = () => {
    if (run.length) out.push(run.length === 1 ? run[0]! : Buffer.concat(run));
    run = [];
  };
  for (const piece of pieces) {
    if (piece.length < large) run.push(piece);
    else {
      flush();
      out.push(piece);
    }
  }
  flush();
  return out;
}

/**
 * Sends a page answer: 304 without a body when the caller holds it, else its JSON as built, in the
 * encoding the caller prefers (as @fastify/compress would choose it). A kept page is sent again as the
 * same bytes: encoding and compressing its JSON was a third of the CPU of a read served from the cache.
 * A page in pieces goes out piece by piece, with its length. Fastify neither serializes it again nor
 * checks it against the route's schema (the routes' tests compare each page with its schema's parse).
 * The entity tag is set here, so apiEntityTag does not hash the body.
 */
export function sendPage(reply: FastifyReply, answer: PageAnswer) {
  reply.header('etag', answer.etag);
  if (answer.body === null) return reply.code(304).send();
  if (answer.headers) reply.headers(answer.headers);
  reply.type('application/json; charset=utf-8');
  const length = bodyLength(answer.body);
  if (length < COMPRESS_THRESHOLD) {
    return reply.send(typeof answer.body === 'string' ? answer.body : Buffer.concat(answer.body));
  }
  const accepted = reply.request.headers['accept-encoding']?.toLowerCase();
  // A large page spliced from kept parts (a read after a change) is compressed by compressing only its
  // new pieces, which gzip allows and brotli does not: 1.5 MB through brotli cost about 10 ms a read.
  const spliced = typeof answer.body !== 'string' && length >= SENT_IN_PIECES;
  const gzipSpliced = spliced && accepted && splicedGzip.negotiate(accepted) === 'gzip';
  const encoding = gzipSpliced ? 'gzip' : (accepted && encodings.negotiate(accepted)) || 'identity';
  let sent = sentBytes.get(answer);
  if (!sent) sentBytes.set(answer, (sent = {}));
  let bytes = sent[encoding];
  // Sent in pieces once and asked for again (a kept page): one buffer is cheaper to send from now on.
  if (bytes && !Buffer.isBuffer(bytes)) bytes = Buffer.concat(bytes);
  bytes ??= encode(answer.body, encoding);
  sent[encoding] = bytes;
  reply.header('vary', 'Accept-Encoding');
  // Encoded here, so @fastify/compress leaves them as they are (it would compress plain bytes only for
  // an encoding chosen here as none, e.g. deflate alone: as it would have).
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (Buffer.isBuffer(bytes)) return reply.send(bytes);
  reply.header('content-length', bodyLength(bytes));
  return reply.send(Readable.from(bytes, { objectMode: false }));
}
