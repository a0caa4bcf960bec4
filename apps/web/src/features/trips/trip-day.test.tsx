import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { FADO, makeDay, makeItem, SHORT_TRIP } from './itinerary-fixtures';
import { signedInApi } from './trip-fixtures';

const DAY_URL = 'GET /trips/trip-1/days/2026-07-02';
const LUNCH = makeItem({
  _id: 'item-9',
  date: '2026-07-02',
  time: '12:30',
  timeOfDay: 'afternoon',
  placeName: 'Time Out Market',
  location: 'Cais do Sodré',
  notes: 'Share a table.',
});

function dayApi(day = makeDay()) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: SHORT_TRIP },
    [DAY_URL]: { status: 200, data: day },
  });
}

describe('day view', () => {
  it('shows the entries in the order the server gives, with where the day sits in the trip', async () => {
    dayApi(
      makeDay({
        entries: [
          { kind: 'itinerary', time: '12:30', timeOfDay: 'afternoon', item: LUNCH },
          { kind: 'itinerary', time: null, timeOfDay: 'night', item: FADO },
        ],
      }),
    );
    renderApp('/trips/trip-1/day/2026-07-02');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thursday, July 2nd, 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Summer in Lisbon')).toBeInTheDocument();
    expect(screen.getByText('Day 2 of 3')).toBeInTheDocument();
    const entries = within(screen.getByRole('list', { name: 'Plan of the day' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '12:30Time Out MarketCais do SodréShare a table.',
      'NightFado in AlfamaBelém',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the itinerary' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=itinerary',
    );
  });

  it('links to the previous and next days, and goes there', async () => {
    const api = dayApi();
    const { user, router } = renderApp('/trips/trip-1/day/2026-07-02');
    const previous = await screen.findByRole('link', { name: 'Previous day' });
    expect(previous).toHaveAttribute('href', '/trips/trip-1/day/2026-07-01');
    await user.click(screen.getByRole('link', { name: 'Next day' }));
    expect(router.state.location.pathname).toBe('/trips/trip-1/day/2026-07-03');
    expect(api.callsTo('GET /trips/trip-1/days/2026-07-03')).toHaveLength(1);
  });

  it('cannot go before the first day', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: SHORT_TRIP },
      'GET /trips/trip-1/days/2026-07-01': {
        status: 200,
        data: makeDay({ date: '2026-07-01', previousDate: null }),
      },
    });
    renderApp('/trips/trip-1/day/2026-07-01');
    expect(await screen.findByText('Day 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous day' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers to add places when nothing is planned', async () => {
    dayApi();
    renderApp('/trips/trip-1/day/2026-07-02');
    expect(await screen.findByText('Nothing planned for this day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add places' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=itinerary',
    );
    expect(screen.queryByRole('list', { name: 'Plan of the day' })).toBeNull();
  });

  it('says the trip is not there when the server does not find it', async () => {
    signedInApi({ 'GET /trips/trip-1': apiError(404, 'TRIP_NOT_FOUND', 'Trip not found.') });
    renderApp('/trips/trip-1/day/2026-07-02');
    expect(await screen.findByRole('link', { name: 'Go to my trips' })).toHaveAttribute('href', '/trips');
  });
});
