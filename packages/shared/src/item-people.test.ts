import { describe, expect, it } from 'vitest';
import { flightParticipants, isOnFlight, isOnItem } from './item-people';

describe('isOnItem', () => {
  it('counts everyone in when the item names nobody (null, or not sent yet)', () => {
    expect(isOnItem(null, 'ana')).toBe(true);
    expect(isOnItem(undefined, 'ana')).toBe(true);
    expect(isOnItem(null, undefined)).toBe(true);
  });

  it('counts in only the people the item names', () => {
    expect(isOnItem(['ana', 'bia'], 'ana')).toBe(true);
    expect(isOnItem(['bia'], 'ana')).toBe(false);
    expect(isOnItem([], 'ana')).toBe(false);
  });

  it('leaves someone with no participant on the trip out of items for named people', () => {
    expect(isOnItem(['ana'], undefined)).toBe(false);
  });
});

describe('flights', () => {
  it('take their people from the passengers linked to a participant', () => {
    const passengers = [
      { name: 'Ana', seat: '1A', participantId: 'ana' },
      { name: 'Tio Zé', seat: '1B' },
      { name: 'Ana again', seat: '', participantId: 'ana' },
      { name: 'Bia', seat: '', participantId: null },
    ];
    expect(flightParticipants(passengers)).toEqual(['ana']);
    expect(isOnFlight(passengers, 'ana')).toBe(true);
    expect(isOnFlight(passengers, 'bia')).toBe(false);
  });

  it('carry everyone while no passenger is linked', () => {
    const unlinked = [{ name: 'Ana', seat: '' }];
    expect(flightParticipants(unlinked)).toBeNull();
    expect(flightParticipants([])).toBeNull();
    expect(isOnFlight(unlinked, 'bia')).toBe(true);
  });
});
