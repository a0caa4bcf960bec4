import { beforeAll, describe, expect, it } from 'vitest';
import { createAirportsIndex } from '../../airports/airports.index';
import { expectedFields, loadCorpus, valueAt, type Sample } from '../../../../test/import-corpus';
import { readImport, type Findings } from '.';

/**
 * The share of expected fields the readers recover over the corpus. The floor is the measured share
 * (197 of 206 fields, 95.6%, rounded down); a change that loses fields fails here. The held-out
 * samples (written after the rules and not used to tune them) recover 28 of 37 on their own.
 */
const RECOVERY_FLOOR = 0.95;

const airports = createAirportsIndex();
const isAirport = async (code: string) => Boolean(await airports.find(code));
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string'
    ? a.trim().toLowerCase() === b.trim().toLowerCase()
    : a === b;

let samples: Sample[];
const results = new Map<string, Findings>();
beforeAll(async () => {
  samples = await loadCorpus();
  for (const sample of samples) {
    results.set(
      sample.name,
      await readImport({ kind: sample.kind, data: sample.data }, { isAirport, near: '2031-05-01' }),
    );
  }
}, 60_000);

describe('the booking-import corpus', () => {
  it('covers at least 8 airlines and 5 hotel and tour sites, in pt, en and es', () => {
    const sites = (kind: 'flights' | 'bookings' | 'tours') =>
      new Set(samples.filter((s) => s.expected[kind]?.length).map((s) => s.expected.site.split(' ')[0]));
    expect(sites('flights').size).toBeGreaterThanOrEqual(8);
    expect(new Set([...sites('bookings'), ...sites('tours')]).size).toBeGreaterThanOrEqual(5);
    expect(new Set(samples.map((s) => s.expected.language))).toEqual(new Set(['pt', 'en', 'es']));
    expect(new Set(samples.map((s) => s.kind))).toEqual(new Set(['eml', 'text', 'pdf', 'image']));
  });

  it('recovers at least the committed share of the expected fields', () => {
    let total = 0;
    let recovered = 0;
    const misses: string[] = [];
    const heldOut = { total: 0, recovered: 0 };
    for (const sample of samples) {
      const found = results.get(sample.name)!;
      for (const [field, value] of expectedFields(sample.expected)) {
        total += 1;
        const got = valueAt(found, field);
        if (sample.expected.heldOut) heldOut.total += 1;
        if (same(got, value)) {
          recovered += 1;
          if (sample.expected.heldOut) heldOut.recovered += 1;
        } else
          misses.push(
            `${sample.name} ${field}: expected ${JSON.stringify(value)}, got ${JSON.stringify(got)}`,
          );
      }
    }
    const share = recovered / total;
    console.info(
      `Import corpus: ${recovered}/${total} fields recovered (${(share * 100).toFixed(1)}%); held out: ` +
        `${heldOut.recovered}/${heldOut.total}\n${misses.join('\n')}`,
    );
    expect(share).toBeGreaterThanOrEqual(RECOVERY_FLOOR);
  });

  it('says how each item was found', () => {
    for (const sample of samples) {
      const found = results.get(sample.name)!;
      const first = found.flights[0] ?? found.bookings[0] ?? found.tours[0];
      if (sample.expected.heldOut && !first) continue;
      expect(first, sample.name).toBeDefined();
      for (const [field, source] of Object.entries(sample.expected.source)) {
        expect(first!.provenance.fields[field], `${sample.name} ${field}`).toBe(source);
      }
    }
  });

  it("reads a pasted Booking.com confirmation's unlabelled hotel name, address and booking number", () => {
    for (const name of ['booking-pasted-en', 'booking-pasted-pt']) {
      const sample = samples.find((s) => s.name === name)!;
      expect(results.get(name)!.bookings, name).toEqual([
        expect.objectContaining(sample.expected.bookings![0]),
      ]);
    }
  });

  it('finds nothing in a mail that books nothing, and says so', async () => {
    const mail = Buffer.from('From: a@example.com\nSubject: Hello\n\nSee you at the weekend!\n');
    const found = await readImport({ kind: 'eml', data: mail }, { isAirport, near: '2031-05-01' });
    expect(found.flights.length + found.bookings.length + found.tours.length).toBe(0);
    expect(found.warnings).toContain('imports.nothingFound');
  });
});
