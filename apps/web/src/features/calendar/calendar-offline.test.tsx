import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { addMonths } from 'date-fns';
import type { CalendarEvent } from '@trilha/shared';
import type { MockReply, MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeTripSummary } from '../trips/trip-fixtures';
import { makeEvent, signedInApi } from './calendar-fixtures';
import { monthRange, monthsAhead } from './api/keep-calendar-offline';

afterEach(() => onlineManager.setOnline(true));

describe('the calendar months read ahead', () => {
  it('are this month, the next and every month of the upcoming trips, once each', () => {
    const months = monthsAhead(new Date(2026, 10, 24), [
      { startDate: '2027-01-30', endDate: '2027-02-02' },
      { startDate: '2026-12-20', endDate: '2026-12-24' },
    ]);
    expect(months.map((month) => month.toDateString())).toEqual([
      'Sun Nov 01 2026',
      'Tue Dec 01 2026',
      'Fri Jan 01 2027',
      'Mon Feb 01 2027',
    ]);
    expect(
      monthsAhead(new Date(2026, 0, 1), [{ startDate: '2026-01-01', endDate: '2027-12-31' }]),
    ).toHaveLength(8);
  });

  it('are the month view’s whole weeks, starting on the language’s first weekday', () => {
    expect(monthRange(new Date(2026, 6, 15), 0)).toEqual({ from: '2026-06-28', to: '2026-08-01' });
    expect(monthRange(new Date(2026, 6, 15), 1)).toEqual({ from: '2026-06-29', to: '2026-08-02' });
  });
});

const TRIP_EVENT = makeEvent({ title: 'Azores in July', start: '2027-07-10', end: '2027-07-12' });

/** The server's calendar: the events that overlap the range asked for. */
function calendarRoute(events: CalendarEvent[]) {
  return ({ params }: MockRequest): MockReply => ({
    status: 200,
    data: events.filter(
      (event) => event.start.slice(0, 10) <= String(params.to) && event.end >= String(params.from),
    ),
  });
}

describe('offline, the calendar', () => {
  it('reads the months the trip list read ahead, in the month and the week view', async () => {
    const azores = makeTripSummary({
      _id: 'trip-9',
      title: 'Azores in July',
      startDate: '2027-07-10',
      endDate: '2027-07-12',
    });
    const api = signedInApi({
      'GET /trips': ({ params }: MockRequest): MockReply => ({
        status: 200,
        data: params.when === 'upcoming' ? [azores] : [],
      }),
      'GET /calendar': calendarRoute([TRIP_EVENT]),
    });
    const { router } = renderApp('/trips');
    await screen.findByText('Azores in July', undefined, { timeout: 12_000 });
    const now = new Date();
    const expected = [now, addMonths(now, 1), new Date(2027, 6, 1)].map((month) => monthRange(month, 0));
    await waitFor(
      () => {
        for (const range of expected) {
          expect(api.callsTo('GET /calendar').map((call) => call.params)).toContainEqual(range);
        }
      },
      { timeout: 8000 },
    );

    act(() => onlineManager.setOnline(false));
    await act(() => router.navigate('/calendar?date=2027-07-15'));
    expect(await screen.findByRole('heading', { name: 'July 2027' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Azores in July' })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/wasn't saved on this device/)).toBeNull();

    // A week of that month is shown from the month read ahead.
    await act(() => router.navigate('/calendar?view=week&date=2027-07-11'));
    expect((await screen.findAllByRole('link', { name: 'Azores in July' })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/wasn't saved on this device/)).toBeNull();

    // A month never read says so rather than showing an empty grid.
    await act(() => router.navigate('/calendar?date=2031-03-15'));
    expect(await screen.findByText(/wasn't saved on this device/)).toBeInTheDocument();
  }, 40_000);
});
