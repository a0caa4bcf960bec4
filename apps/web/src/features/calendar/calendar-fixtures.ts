import type { CalendarEvent } from '@trilha/shared';
import { TEST_USER, storeSignedIn } from '../../test/session-fixtures';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';

/** A trip event: an all-day span over its dates. */
export function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    type: 'trip',
    tripId: 'trip-1',
    title: 'Summer in Lisbon',
    tripTitle: 'Summer in Lisbon',
    start: '2026-07-01',
    end: '2026-07-03',
    allDay: true,
    date: null,
    ...overrides,
  };
}

/** An itinerary item at a local time on one day of trip-1. */
export function makeItem(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return makeEvent({
    type: 'itinerary',
    title: 'Belém Tower',
    start: '2026-07-02T10:00',
    end: '2026-07-02T11:00',
    allDay: false,
    date: '2026-07-02',
    ...overrides,
  });
}

/** The night flight out: timed at its local departure, landing on the next date. */
export function makeFlightEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return makeEvent({
    type: 'flight',
    title: 'TP 88 LIS → GRU',
    start: '2026-07-03T22:00',
    end: '2026-07-04T06:05',
    allDay: false,
    date: '2026-07-03',
    ...overrides,
  });
}

/** A stay: all day from check-in to check-out, like a trip. */
export function makeBookingEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return makeEvent({
    type: 'booking',
    title: 'Hotel Alfama',
    start: '2026-07-01',
    end: '2026-07-03',
    allDay: true,
    date: '2026-07-01',
    ...overrides,
  });
}

export function makeTourEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return makeEvent({
    type: 'tour',
    title: 'Tram tour',
    start: '2026-07-02T16:00',
    end: '2026-07-02T17:00',
    allDay: false,
    date: '2026-07-02',
    ...overrides,
  });
}

export function signedInApi(routes: Record<string, MockRoute> = {}) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    ...routes,
  });
}
