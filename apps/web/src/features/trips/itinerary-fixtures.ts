import type { ItineraryDay, ItineraryItem, TripDay } from '@trilha/shared';
import { makeTrip } from './trip-fixtures';

/** A three-day trip, so every day of it fits in a test. */
export const SHORT_TRIP = makeTrip({ startDate: '2026-07-01', endDate: '2026-07-03' });

export function makeItem(overrides: Partial<ItineraryItem> = {}): ItineraryItem {
  return {
    _id: 'item-1',
    date: '2026-07-01',
    timeOfDay: 'morning',
    time: null,
    placeName: 'Belém Tower',
    notes: '',
    location: 'Belém',
    position: 0,
    ...overrides,
  };
}

export const TOWER = makeItem();
export const PASTEIS = makeItem({
  _id: 'item-2',
  timeOfDay: 'afternoon',
  time: '15:30',
  placeName: 'Pastéis de Belém',
  notes: 'Queue moves fast.',
  position: 1,
});
export const FADO = makeItem({
  _id: 'item-3',
  date: '2026-07-02',
  timeOfDay: 'night',
  placeName: 'Fado in Alfama',
});
export const LEFT_OUT = makeItem({ _id: 'item-4', date: '2026-07-08', placeName: 'Sintra' });

/** The three days of SHORT_TRIP, the last empty, plus a day left outside after the dates changed. */
export const ITINERARY: ItineraryDay[] = [
  { date: '2026-07-01', outsideTrip: false, items: [TOWER, PASTEIS] },
  { date: '2026-07-02', outsideTrip: false, items: [FADO] },
  { date: '2026-07-03', outsideTrip: false, items: [] },
  { date: '2026-07-08', outsideTrip: true, items: [LEFT_OUT] },
];

export function makeDay(overrides: Partial<TripDay> = {}): TripDay {
  return {
    tripId: SHORT_TRIP._id,
    date: '2026-07-02',
    previousDate: '2026-07-01',
    nextDate: '2026-07-03',
    outsideTrip: false,
    entries: [],
    ...overrides,
  };
}
