import { describe, expect, it } from 'vitest';
import { defaultSharesForItem, initialsOf, itemPeople } from './item-participants';

const PEOPLE = [
  { _id: 'p-ana', name: 'Ana Souza' },
  { _id: 'p-bruno', name: 'Bruno' },
  { _id: 'p-carla', name: 'Carla' },
];

describe('who goes on an item', () => {
  it('splits an expense between the item’s people, in the trip’s order', () => {
    expect(defaultSharesForItem({ participants: ['p-carla', 'p-ana'] }, PEOPLE)).toEqual([
      'p-ana',
      'p-carla',
    ]);
  });

  it('splits between everyone when the item is everyone’s, or names nobody still on the trip', () => {
    const everyone = ['p-ana', 'p-bruno', 'p-carla'];
    expect(defaultSharesForItem({ participants: null }, PEOPLE)).toEqual(everyone);
    expect(defaultSharesForItem({}, PEOPLE)).toEqual(everyone);
    expect(defaultSharesForItem(undefined, PEOPLE)).toEqual(everyone);
    expect(defaultSharesForItem({ participants: ['p-gone'] }, PEOPLE)).toEqual(everyone);
  });

  it('names the people going, or null for everyone', () => {
    expect(itemPeople({ participants: ['p-bruno'] }, PEOPLE)).toEqual([PEOPLE[1]]);
    expect(itemPeople({ participants: null }, PEOPLE)).toBeNull();
  });

  it('shows one or two initials', () => {
    expect(initialsOf('Ana Souza')).toBe('AS');
    expect(initialsOf(' carla ')).toBe('C');
    expect(initialsOf('Maria da Silva Lima')).toBe('ML');
  });
});
