import { describe, expect, it } from 'vitest';
import { importApplySchema, importPreviewSchema, importTextSchema } from './imports';

const previewFlight = {
  ref: 'f1',
  airline: 'TAP Air Portugal',
  flightNumber: 'TP82',
  departure: { airport: 'GRU', time: '2031-05-15T22:05' },
  arrival: { airport: 'LIS', time: '2031-05-16T11:50' },
  confirmationCode: 'T4PXYZ',
  passengers: [{ name: 'JOHN SMITH', seat: '31K' }],
  baggages: [],
  status: 'scheduled' as const,
  provenance: { source: 'structured-data' as const, fields: { flightNumber: 'structured-data' as const } },
};

describe('the booking-import contract', () => {
  it('describes a preview with incomplete items', () => {
    const preview = {
      _id: 'x',
      source: { kind: 'eml', fileName: 'a.eml', size: 10 },
      flights: [
        { ...previewFlight, airline: '', departure: { airport: 'GRU', time: '', date: '2031-05-15' } },
      ],
      bookings: [],
      tours: [],
      duplicates: [{ kind: 'flight', ref: 'f1', existingId: 'y', existingLabel: 'TP82 · 2031-05-15' }],
      warnings: [{ code: 'imports.timeMissing', message: 'Some times were not found' }],
    };
    expect(importPreviewSchema.parse(preview)).toEqual(preview);
  });

  it('takes a preview item back as it was, or edited, and checks it like the flight form', () => {
    const parsed = importApplySchema.parse({ flights: [{ ...previewFlight, includeDuplicate: true }] });
    expect(parsed.flights[0]).toMatchObject({ ref: 'f1', flightNumber: 'TP82', includeDuplicate: true });
    expect(parsed.bookings).toEqual([]);
    const bad = importApplySchema.safeParse({ flights: [{ ...previewFlight, flightNumber: '' }] });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['flights', 0, 'flightNumber'] });
    const stay = importApplySchema.safeParse({
      bookings: [{ accommodationName: 'Hotel', checkIn: '2031-05-03', checkOut: '2031-05-02' }],
    });
    expect(stay.error?.issues[0]).toMatchObject({ message: 'validation.checkOutBeforeCheckIn' });
    expect(importApplySchema.safeParse({ flights: [], extra: 1 }).success).toBe(false);
  });

  it('refuses pasted text that is empty or carries NUL', () => {
    expect(importTextSchema.safeParse({ text: 'Voo TP 82' }).success).toBe(true);
    expect(importTextSchema.safeParse({ text: '  ' }).success).toBe(false);
    expect(importTextSchema.safeParse({ text: 'a\u0000b' }).error?.issues[0]?.message).toBe(
      'validation.nulCharacter',
    );
  });
});
