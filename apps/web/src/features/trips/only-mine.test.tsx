import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Participant } from '@trilha/shared';
import { TEST_USER } from '../../test/session-fixtures';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeFlight, makeItem, SHORT_TRIP } from './itinerary-fixtures';
import { makeTrip, signedInApi } from './trip-fixtures';

/** The signed-in person and a friend; the friend's places and flight are not the person's. */
const PEOPLE: Participant[] = [
  { _id: 'p-me', name: TEST_USER.name, kind: 'user', userId: TEST_USER._id },
  { _id: 'p-friend', name: 'Bia', kind: 'guest', userId: null },
];
const FRIENDS_PLACE = makeItem({ _id: 'item-1', placeName: 'Bia’s museum', participants: ['p-friend'] });
const EVERYONES_PLACE = makeItem({ _id: 'item-2', placeName: 'Group lunch', time: '12:30', position: 1 });
const MY_PLACE = makeItem({ _id: 'item-3', placeName: 'My surf class', participants: ['p-me', 'p-friend'] });
const FRIENDS_FLIGHT = makeFlight({
  _id: 'flight-9',
  flightNumber: 'LA800',
  passengers: [{ name: 'Bia', seat: '3C', participantId: 'p-friend' }],
  participants: ['p-friend'],
});
const ITINERARY = [
  { date: '2026-07-01', outsideTrip: false, items: [FRIENDS_PLACE, EVERYONES_PLACE, MY_PLACE] },
  { date: '2026-07-02', outsideTrip: false, items: [] },
  { date: '2026-07-03', outsideTrip: false, items: [] },
];
const CHOICE_KEY = 'trilha.onlyMine.trip-1';

function planApi(trip = SHORT_TRIP) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: trip },
    'GET /trips/trip-1/itinerary': { status: 200, data: ITINERARY },
    'GET /trips/trip-1/participants': { status: 200, data: PEOPLE },
    'GET /trips/trip-1/flights': { status: 200, data: [FRIENDS_FLIGHT] },
    'GET /trips/trip-1/bookings': { status: 200, data: [] },
    'GET /trips/trip-1/tours': { status: 200, data: [] },
  });
}

beforeAll(loadTripScreen, 60_000);
beforeEach(() => localStorage.removeItem(CHOICE_KEY));
afterEach(() => vi.useRealTimers());

describe('only what I am on', () => {
  it('is off at first; on, the plan hides the others’ places and flights, still editable, and is remembered', async () => {
    planApi();
    const { user, unmount } = renderApp('/trips/trip-1?tab=itinerary');
    const day1 = await screen.findByRole('region', { name: 'Day 1 · Wed, Jul 1' });
    const toggle = screen.getByRole('switch', { name: "Only what I'm on" });
    expect(toggle).not.toBeChecked();
    expect(within(day1).getByText('Bia’s museum')).toBeInTheDocument();
    expect(within(day1).getAllByText(/LA 800/)[0]).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(within(day1).queryByText('Bia’s museum')).not.toBeInTheDocument());
    expect(within(day1).queryByText(/LA 800/)).not.toBeInTheDocument();
    expect(within(day1).getByText('Group lunch')).toBeInTheDocument();
    expect(within(day1).getByText('My surf class')).toBeInTheDocument();
    // Still the person's plan to change: moves are placed among the hidden places (amongAllPlaces).
    expect(within(day1).getByRole('button', { name: /^Add place to/ })).toBeInTheDocument();
    expect(localStorage.getItem(CHOICE_KEY)).toBe('1');

    unmount();
    renderApp('/trips/trip-1?tab=itinerary');
    const again = await screen.findByRole('region', { name: 'Day 1 · Wed, Jul 1' });
    expect(screen.getByRole('switch', { name: "Only what I'm on" })).toBeChecked();
    await waitFor(() => expect(within(again).queryByText('Bia’s museum')).not.toBeInTheDocument());
  }, 30_000);

  it('holds in the Today view during the trip', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T08:00:00'));
    localStorage.setItem(CHOICE_KEY, '1');
    planApi(makeTrip({ ...SHORT_TRIP, timeState: 'in-progress', itinerary: ITINERARY }));
    const { unmount } = renderApp('/trips/trip-1');
    const plan = await screen.findByRole('region', { name: "Today's plan" }, { timeout: 15_000 });
    await waitFor(() => expect(within(plan).getByText('My surf class')).toBeInTheDocument());
    expect(within(plan).getByText('Group lunch')).toBeInTheDocument();
    await waitFor(() => expect(within(plan).queryByText('Bia’s museum')).not.toBeInTheDocument());

    // Switched off, today is the whole group's again.
    unmount();
    localStorage.removeItem(CHOICE_KEY);
    renderApp('/trips/trip-1');
    const whole = await screen.findByRole('region', { name: "Today's plan" });
    expect(within(whole).getByText('Bia’s museum')).toBeInTheDocument();
  }, 30_000);
});
