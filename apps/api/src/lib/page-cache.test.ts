import { describe, expect, it } from 'vitest';
import { bodyTag, createPageCache, heldRevision, holdsTag, revisionTag } from './page-cache';

const page = (body: string) => ({ etag: bodyTag(body), body });

describe('page cache', () => {
  it('keeps pages up to its size, letting the least recently used go first', () => {
    // Each page counts twice its JSON: the page, and the bytes it is sent as.
    const cache = createPageCache({ keptCharacters: 60 });
    cache.keep('trip:a', 1, 'a', page('x'.repeat(10)));
    cache.keep('trip:b', 1, 'b', page('y'.repeat(10)));
    cache.keep('trip:c', 1, 'c', page('z'.repeat(10)));
    expect(cache.get('a')?.body).toBe('x'.repeat(10));
    cache.keep('trip:d', 1, 'd', page('w'.repeat(10)));
    // b was the least recently used once a was read again.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size()).toEqual({ pages: 3, characters: 60 });
  });

  it("remembers each scope's newest revision, never an older one", () => {
    const cache = createPageCache();
    cache.keep('trip:a', 4, 'a4', page('{}'));
    cache.keep('trip:a', 3, 'a3', page('{}'));
    expect(cache.revisionOf('trip:a')).toBe(4);
    expect(cache.revisionOf('trip:b')).toBeUndefined();
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
