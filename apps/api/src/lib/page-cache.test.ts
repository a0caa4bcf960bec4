import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { brotliDecompressSync, crc32, gunzipSync } from 'node:zlib';
import {
  bodyTag,
  createPageCache,
  ENTRY_OVERHEAD,
  heldRevision,
  holdsTag,
  partMark,
  revisionTag,
  bodyText,
  piecesOf,
  sendPage,
  spliceParts,
  type PageAnswer,
} from './page-cache';
import { crc32Combine, gzipPieces } from './spliced-gzip';

const page = (body: string) => ({ etag: bodyTag(body), body });
/** What an entry costs besides its JSON: its key (a page's `page|scope|variant`) and its objects. */
const entryCost = (key: string) => key.length + ENTRY_OVERHEAD;

describe('page cache', () => {
  it('keeps pages up to its size, letting the least recently used go first', () => {
    // Each page counts twice its JSON (the page, and the bytes it is sent as), its key and its objects.
    const each = 2 * 10 + entryCost('page|trip:a|owner');
    const cache = createPageCache({ keptCharacters: 3 * each });
    cache.keep('trip:a', 1, 'owner', page('x'.repeat(10)));
    cache.keep('trip:b', 1, 'owner', page('y'.repeat(10)));
    cache.keep('trip:c', 1, 'owner', page('z'.repeat(10)));
    expect(cache.get('trip:a', 1, 'owner')?.body).toBe('x'.repeat(10));
    cache.keep('trip:d', 1, 'owner', page('w'.repeat(10)));
    // b was the least recently used once a was read again.
    expect(cache.get('trip:b', 1, 'owner')).toBeUndefined();
    expect(cache.get('trip:a', 1, 'owner')).toBeDefined();
    expect(cache.size()).toEqual({ pages: 3, parts: 0, characters: 3 * each });
  });

  it('holds no more than its bound however small and many the pages (a list searched many ways)', () => {
    const cache = createPageCache({ keptCharacters: 10_000 });
    for (let i = 0; i < 1_000; i++) cache.keep('trips:a', 1, `["all","search ${i}"]`, page('[]'));
    const { pages, characters } = cache.size();
    expect(characters).toBeLessThanOrEqual(10_000);
    expect(pages).toBeLessThan(40);
    expect(cache.get('trips:a', 1, '["all","search 999"]')?.body).toBe('[]');
  });

  it("remembers each scope's newest revision, never an older one", () => {
    const cache = createPageCache();
    cache.keep('trip:a', 4, 'owner', page('{}'));
    cache.keep('trip:a', 3, 'owner', page('{}'));
    expect(cache.revisionOf('trip:a')).toBe(4);
    expect(cache.revisionOf('trip:b')).toBeUndefined();
  });

  it("keeps one page per variant: a newer revision's takes the older's place", () => {
    const cache = createPageCache();
    cache.keep('trip:a', 4, 'owner:pt', page('"four"'));
    cache.keep('trip:a', 4, 'viewer:pt', page('"four, viewer"'));
    cache.keep('trip:a', 5, 'owner:pt', page('"five"'));
    expect(cache.get('trip:a', 4, 'owner:pt')).toBeUndefined();
    expect(cache.get('trip:a', 5, 'owner:pt')?.body).toBe('"five"');
    expect(cache.get('trip:a', 4, 'viewer:pt')?.body).toBe('"four, viewer"');
    // A slower read of an older revision does not push out the newer page.
    cache.keep('trip:a', 4, 'owner:pt', page('"four again"'));
    expect(cache.get('trip:a', 5, 'owner:pt')?.body).toBe('"five"');
    expect(cache.size()).toEqual({
      pages: 2,
      parts: 0,
      characters:
        2 * ('"five"'.length + '"four, viewer"'.length) +
        entryCost('page|trip:a|owner:pt') +
        entryCost('page|trip:a|viewer:pt'),
    });
  });

  it('keeps a part per variant while no table it reads changed after it, in the same budget', () => {
    const pageCost = 2 * 20 + entryCost('page|trip:a|owner:pt');
    const partCost = (json: string) => json.length + entryCost('part|trip:a|tips|owner:pt');
    // Room for the page below alone: not for it and the part.
    const cache = createPageCache({ keptCharacters: pageCost });
    cache.keepPart('trip:a', 'tips', 'owner:pt', { revision: 5, json: Buffer.from('[1,2,3,4,5,6,7,8]') });
    expect(cache.partRevisionsOf('trip:a')?.get('tips')).toBe(5);
    expect(Buffer.concat(piecesOf(cache.part('trip:a', 'tips', 'owner:pt', 5)!)).toString()).toBe(
      '[1,2,3,4,5,6,7,8]',
    );
    expect(cache.part('trip:a', 'tips', 'owner:pt', 3)).toBeDefined();
    // Its tables changed after it was built; another variant was never kept.
    expect(cache.part('trip:a', 'tips', 'owner:pt', 6)).toBeUndefined();
    expect(cache.part('trip:a', 'tips', 'viewer:pt', 0)).toBeUndefined();
    // A newer build of the same part takes its place.
    cache.keepPart('trip:a', 'tips', 'owner:pt', { revision: 7, json: Buffer.from('[]') });
    expect(Buffer.concat(piecesOf(cache.part('trip:a', 'tips', 'owner:pt', 6)!)).toString()).toBe('[]');
    expect(cache.size()).toEqual({ pages: 0, parts: 1, characters: partCost('[]') });
    // Pages (counted twice) and parts share the budget, the least recently used out first.
    cache.keep('trip:a', 7, 'owner:pt', page('x'.repeat(20)));
    expect(cache.part('trip:a', 'tips', 'owner:pt', 6)).toBeUndefined();
    expect(cache.size()).toEqual({ pages: 1, parts: 0, characters: pageCost });
    const none = createPageCache({ keptCharacters: 0 });
    none.keepPart('trip:a', 'tips', 'owner:pt', { revision: 1, json: Buffer.from('[]') });
    expect(none.partRevisionsOf('trip:a')).toBeUndefined();
  });

  it('splices kept parts into a page rendered with their marks, as they are', () => {
    const rendered = JSON.stringify({ title: 'Lisbon "$&"', tips: partMark('tips'), plan: partMark('plan') });
    const parts = {
      tips: [Buffer.from('[{"text":"$1 $& bifanas, pão"}]')],
      plan: [Buffer.from('{"days":[]}')],
    };
    const page = spliceParts(rendered, parts);
    expect(JSON.parse(bodyText(page))).toEqual({
      title: 'Lisbon "$&"',
      tips: [{ text: '$1 $& bifanas, pão' }],
      plan: { days: [] },
    });
    // A keyed part's entries go in as a list, in their keys' order.
    const days = {
      revision: 3,
      entries: new Map([
        ['2026-12-01', Buffer.from('{"n":1}')],
        ['2026-12-02', Buffer.from('{"n":2}')],
      ]),
    };
    expect(Buffer.concat(piecesOf(days)).toString()).toBe('[{"n":1},{"n":2}]');
    expect(Buffer.concat(piecesOf({ revision: 3, entries: new Map() })).toString()).toBe('[]');
    // A trip's own text cannot name a part: the mark is random per process.
    expect(partMark('tips')).toMatch(/^trilha-part-[\da-f-]{36}:tips$/);
  });

  it('sends a large page in pieces with its length, and as one buffer once it is asked for again', async () => {
    const pieces = [Buffer.from('{"plan":"'), Buffer.from('é'.repeat(200_000)), Buffer.from('","n":1}')];
    const answer: PageAnswer = { etag: 'W/"r1-x"', body: pieces };
    const app = Fastify();
    app.get('/page', (_req, reply) => sendPage(reply, answer));
    const read = (encoding: string) => app.inject({ url: '/page', headers: { 'accept-encoding': encoding } });
    const whole = Buffer.concat(pieces);
    for (let time = 0; time < 2; time++) {
      const plain = await read('identity');
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.equals(whole)).toBe(true);
      expect(Number(plain.headers['content-length'])).toBe(whole.length);
      expect(plain.json()).toEqual({ plan: 'é'.repeat(200_000), n: 1 });
    }
    // Spliced from each piece's own deflate, gzip even where brotli is preferred; one buffer sent again.
    const first = await read('br, gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.length).toBeLessThan(whole.length / 10);
    expect(gunzipSync(first.rawPayload).equals(whole)).toBe(true);
    expect((await read('br, gzip')).rawPayload.equals(first.rawPayload)).toBe(true);
    // A caller that takes brotli and not gzip gets brotli.
    const br = await read('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(whole)).toBe(true);
    await app.close();
  });

  it('splices a gzip stream from pieces compressed each once', () => {
    const pieces = ['{"a":', '"x"'.repeat(5000), ',"b":[1,2,3]', '}', ''].map((text) => Buffer.from(text));
    const whole = Buffer.concat(pieces);
    const gzip = Buffer.concat(gzipPieces(pieces));
    expect(gunzipSync(gzip).equals(whole)).toBe(true);
    // The same piece in another page is the same deflated bytes.
    expect(Buffer.concat(gzipPieces([pieces[1]!]))).toEqual(Buffer.concat(gzipPieces([pieces[1]!])));
    for (const [a, b] of [
      ['', 'x'],
      ['abc', ''],
      ['héllo, ', 'wörld'.repeat(999)],
    ] as const) {
      const [bufferA, bufferB] = [Buffer.from(a), Buffer.from(b)];
      expect(crc32Combine(crc32(bufferA), crc32(bufferB), bufferB.length)).toBe(
        crc32(Buffer.concat([bufferA, bufferB])),
      );
    }
  });

  it('names the revision in the tag, and hashes what else the page depends on', () => {
    const tag = revisionTag(12, 'trip:x:12:owner:pt:2026-11-29');
    expect(tag).toMatch(/^W\/"r12-[\w-]{27}"$/);
    expect(revisionTag(12, 'trip:x:12:owner:en:2026-11-29')).not.toBe(tag);
    expect(heldRevision(tag)).toBe(12);
    expect(heldRevision(bodyTag('{}'))).toBeUndefined();
    expect(bodyTag('{}')).toMatch(/^W\/"b[\w-]{27}"$/);
    expect(heldRevision(undefined)).toBeUndefined();
    expect(heldRevision('W/"r99999999999999999999-x"')).toBeUndefined();
  });

  it('compares tags weakly, in a list or as *', () => {
    const tag = bodyTag('{"a":1}');
    expect(holdsTag(tag, tag)).toBe(true);
    expect(holdsTag(tag.slice(2), tag)).toBe(true);
    expect(holdsTag(`"other", ${tag}`, tag)).toBe(true);
    expect(holdsTag('*', tag)).toBe(true);
    expect(holdsTag('W/"other"', tag)).toBe(false);
    expect(holdsTag(undefined, tag)).toBe(false);
  });
});
