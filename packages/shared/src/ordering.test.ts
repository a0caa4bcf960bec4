import { describe, expect, it } from 'vitest';
import { compareCodes } from './ordering';

const sign = (n: number) => Math.sign(n);
const hex = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('');
/** A random version-4 id, as the database's gen_random_uuid() writes it (lowercase). */
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;

describe('compareCodes', () => {
  it('orders machine text as localeCompare does', () => {
    const dates = Array.from({ length: 200 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + i * 7_654_321_000));
    const samples = [
      ...dates.map((date) => date.toISOString().slice(0, 10)),
      ...dates.map((date) => date.toISOString().slice(0, 16)),
      ...dates.map((date) => date.toISOString()),
      ...Array.from({ length: 200 }, uuid),
      ...['EUR', 'USD', 'BRL', 'JPY', 'KWD', 'CHF', 'LIS', 'OPO', 'GRU', 'MAD'],
      '2031-05-01',
      '2031-05-01T10:00',
      '',
    ];
    for (const a of samples) {
      for (const b of samples.slice(0, 60)) {
        expect(sign(compareCodes(a, b)), `${a} ${b}`).toBe(sign(a.localeCompare(b)));
      }
    }
  });
});
