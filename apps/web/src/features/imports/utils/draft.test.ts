import { describe, expect, it } from 'vitest';
import { makeImportFlight, makeImportStay, makePreview } from '../import-fixtures';
import { applyBodyOf, draftFromPreview, setPath } from './draft';

describe('setPath', () => {
  it('changes one value deep in an item, arrays staying arrays', () => {
    const flight = makeImportFlight();
    const renamed = setPath(flight, 'passengers.0.name', 'John Smith');
    expect(renamed.passengers).toEqual([{ name: 'John Smith', seat: '23C' }]);
    expect(Array.isArray(renamed.passengers)).toBe(true);
    expect(setPath(flight, 'arrival.time', '2026-07-02T12:00').arrival).toEqual({
      airport: 'LIS',
      time: '2026-07-02T12:00',
    });
    expect(flight.passengers[0]?.name).toBe('Ana Souza');
  });
});

describe('applyBodyOf', () => {
  it('reads prices the way the language writes them and leaves unticked items out', () => {
    const draft = draftFromPreview(makePreview({ bookings: [makeImportStay({ price: 1480.5 })] }), 'pt');
    expect(draft.bookings[0]?.value.price).toBe('1480,5');
    expect(applyBodyOf(draft, 'pt').body.bookings[0]?.price).toBe('1480.50');
    draft.flights[0]!.included = false;
    const { body, errors } = applyBodyOf(draft, 'pt');
    expect(body.flights).toEqual([]);
    expect(errors).toEqual({});
  });
});
