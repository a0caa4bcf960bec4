import { afterEach, describe, expect, it, vi } from 'vitest';
import { newChangeKey } from './change-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newChangeKey', () => {
  it('is a version 4 UUID, new each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newChangeKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('is one on a page served over plain HTTP too (no crypto.randomUUID there)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const keys = new Set(Array.from({ length: 50 }, newChangeKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
