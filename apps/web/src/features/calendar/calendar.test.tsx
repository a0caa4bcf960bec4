import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeTripSummary } from '../trips/trip-fixtures';
import {
  makeBookingEvent,
  makeEvent,
  makeFlightEvent,
  makeItem,
  makeTourEvent,
  signedInApi,
} from './calendar-fixtures';

const LISBON = makeEvent({ start: '2026-07-01', end: '2026-07-03' });
const TOWER = makeItem({ title: 'Belém Tower', start: '2026-07-02T10:00' });
const BREAKFAST = makeItem({ title: 'Pastéis de Belém', start: '2026-07-02T08:30' });
const FADO = makeItem({ title: 'Fado in Alfama', start: '2026-07-02T21:15' });

function calendarApi(events = [LISBON, FADO, TOWER, BREAKFAST]) {
  return signedInApi({ 'GET /calendar': { status: 200, data: events } });
}

/** Screen width as MUI's media queries read it: a phone answers max-width queries, a desktop min-width. */
function screenWidth(kind: 'phone' | 'desktop') {
  window.matchMedia = ((query: string) => ({
    matches: query.includes(kind === 'phone' ? 'max-width' : 'min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
});

const dayCells = () =>
  within(screen.getByRole('group', { name: 'Calendar' })).getAllByLabelText(/, \d+ events?$/);

describe('calendar month view', () => {
  it('shows whole weeks with the leading days of the previous month', async () => {
    const api = calendarApi();
    renderApp('/calendar?date=2026-07-15');
    expect(await screen.findByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    await screen.findAllByRole('link', { name: 'Summer in Lisbon' });
    const cells = dayCells();
    expect(cells).toHaveLength(35);
    expect(cells[0]).toHaveAccessibleName('Sunday, June 28th, 2026, 0 events');
    expect(cells[34]).toHaveAccessibleName('Saturday, August 1st, 2026, 0 events');
    expect(api.callsTo('GET /calendar')[0]?.params).toEqual({ from: '2026-06-28', to: '2026-08-01' });
  });

  it('draws a trip as one bar across the days it covers and items on their day, with links', async () => {
    calendarApi();
    renderApp('/calendar?date=2026-07-15');
    const trips = await screen.findAllByRole('link', { name: 'Summer in Lisbon' });
    expect(trips).toHaveLength(1);
    expect(trips[0]).toHaveAttribute('href', '/trips/trip-1');
    // Wednesday 1st to Friday 3rd: columns 4 to 6 of a week starting on Sunday.
    expect(getComputedStyle(trips[0] as HTMLElement).left).toBe('calc(42.8571% + 3px)');
    const second = screen.getByRole('link', { name: 'Thursday, July 2nd, 2026, 4 events' });
    expect(second).toHaveAttribute('href', '/trips/trip-1/day/2026-07-02');
    expect(screen.getByRole('link', { name: 'Friday, July 3rd, 2026, 1 event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, July 4th, 2026, 0 events' })).toBeInTheDocument();
    const cell = second.parentElement as HTMLElement;
    const breakfast = within(cell).getByRole('link', { name: /Pastéis de Belém/ });
    expect(breakfast).toHaveTextContent('08:30Pastéis de Belém');
    expect(breakfast).toHaveAttribute('href', '/trips/trip-1/day/2026-07-02');
  });

  it('hides what does not fit behind "+N more" and lists it all on demand', async () => {
    calendarApi();
    const { user } = renderApp('/calendar?date=2026-07-15');
    await user.click(await screen.findByRole('button', { name: '+1 more' }));
    const list = await screen.findByRole('list', { name: 'Thursday, July 2nd, 2026' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'All daySummer in Lisbon',
      '08:30Pastéis de BelémItinerary · Summer in Lisbon',
      '10:00Belém TowerItinerary · Summer in Lisbon',
      '21:15Fado in AlfamaItinerary · Summer in Lisbon',
    ]);
  });

  it('fetches the new range when moving between months and views', async () => {
    const api = calendarApi();
    const { user, router } = renderApp('/calendar?date=2026-07-15');
    await screen.findAllByRole('link', { name: 'Summer in Lisbon' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'August 2026' })).toBeInTheDocument();
    expect(api.callsTo('GET /calendar').at(-1)?.params).toEqual({ from: '2026-07-26', to: '2026-09-05' });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(router.state.location.search).toBe('?view=week&date=2026-08-01');
    expect(api.callsTo('GET /calendar').at(-1)?.params).toEqual({ from: '2026-07-26', to: '2026-08-01' });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(api.callsTo('GET /calendar').at(-1)?.params).toEqual({ from: '2026-07-19', to: '2026-07-25' });
  });

  it('shows a flight as a timed chip on the day it leaves and a stay across its nights', async () => {
    const flight = makeFlightEvent();
    const stay = makeBookingEvent({ start: '2026-07-01', end: '2026-07-03' });
    calendarApi([LISBON, stay, flight]);
    renderApp('/calendar?date=2026-07-15');
    const stays = await screen.findAllByRole('link', { name: 'Hotel Alfama' });
    expect(stays).toHaveLength(1);
    expect(stays[0]).toHaveAttribute('href', '/trips/trip-1/day/2026-07-01');
    expect(stays[0]).toHaveAttribute('title', 'Stay · Hotel Alfama · Summer in Lisbon');
    const flights = screen.getAllByRole('link', { name: /TP 88 LIS → GRU/ });
    expect(flights).toHaveLength(1);
    expect(flights[0]).toHaveTextContent('22:00TP 88 LIS → GRU');
    expect(flights[0]).toHaveAttribute('href', '/trips/trip-1/day/2026-07-03');
    // It lands on the 4th, but shows only where it leaves.
    const third = screen.getByRole('link', { name: 'Friday, July 3rd, 2026, 3 events' });
    expect(within(third.parentElement as HTMLElement).getByRole('link', { name: /TP 88/ })).toBe(flights[0]);
    expect(screen.getByRole('button', { name: 'Saturday, July 4th, 2026, 0 events' })).toBeInTheDocument();
  });

  it('lists a chosen day with each type named, the trip first', async () => {
    const tour = makeTourEvent({ start: '2026-07-02T16:00', date: '2026-07-02' });
    const stay = makeBookingEvent({ start: '2026-07-01', end: '2026-07-03' });
    const porto = makeEvent({
      tripId: 'trip-2',
      title: 'Porto',
      tripTitle: 'Porto',
      start: '2026-07-02',
      end: '2026-07-05',
    });
    const sunset = makeTourEvent({
      tripId: 'trip-2',
      tripTitle: 'Porto',
      title: 'Sunset cruise',
      start: '2026-07-02',
      end: '2026-07-02',
      allDay: true,
    });
    calendarApi([stay, tour, LISBON, sunset, porto, BREAKFAST]);
    const { user } = renderApp('/calendar?date=2026-07-15');
    await user.click(await screen.findByRole('button', { name: '+3 more' }));
    const list = await screen.findByRole('list', { name: 'Thursday, July 2nd, 2026' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'All daySummer in Lisbon',
      'All dayPorto',
      'All dayHotel AlfamaStay · Summer in Lisbon',
      'All daySunset cruiseTour · Porto',
      '08:30Pastéis de BelémItinerary · Summer in Lisbon',
      '16:00Tram tourTour · Summer in Lisbon',
    ]);
  });

  it('offers to plan a trip when nothing falls in the range', async () => {
    calendarApi([]);
    renderApp('/calendar?date=2026-07-15');
    expect(await screen.findByText('Nothing planned for these dates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/plan-trip');
  });
});

describe('a trip of several days in the month', () => {
  const LONG = makeEvent({ start: '2026-07-09', end: '2026-07-21' });

  it('is one bar per week it covers, wrapping onto the next weeks, not a chip per day', async () => {
    calendarApi([LONG]);
    renderApp('/calendar?date=2026-07-15');
    const bars = await screen.findAllByRole('link', { name: 'Summer in Lisbon' });
    // Thursday 9th–Saturday 11th, Sunday 12th–Saturday 18th, Sunday 19th–Tuesday 21st.
    expect(bars).toHaveLength(3);
    const widths = bars.map((bar) => getComputedStyle(bar).width);
    expect(widths).toEqual(['calc(42.8571% - 3px)', 'calc(100% - 0px)', 'calc(42.8571% - 3px)']);
  });

  it('is one band at phone width too, under the day buttons', async () => {
    screenWidth('phone');
    calendarApi([LONG]);
    const { user } = renderApp('/calendar?date=2026-07-15');
    const day = await screen.findByRole('button', { name: 'Friday, July 10th, 2026, 1 event' });
    const bands = screen.getAllByTestId('span-bar');
    expect(bands).toHaveLength(3);
    expect(bands.map((band) => band.textContent)).toEqual(Array(3).fill('Summer in Lisbon'));
    expect(screen.queryByRole('link', { name: 'Summer in Lisbon' })).not.toBeInTheDocument();
    await user.click(day);
    const list = await screen.findByRole('list', { name: 'Friday, July 10th, 2026' });
    expect(within(list).getByRole('link', { name: /Summer in Lisbon/ })).toBeInTheDocument();
  });

  it('is one bar across the columns of a wide week view', async () => {
    screenWidth('desktop');
    calendarApi([LONG]);
    renderApp('/calendar?view=week&date=2026-07-15');
    const bars = await screen.findAllByRole('link', { name: 'Summer in Lisbon' });
    expect(bars).toHaveLength(1);
    expect(getComputedStyle(bars[0] as HTMLElement).width).toBe('calc(100% - 0px)');
    const day = screen.getByRole('region', { name: 'Wednesday, July 15th, 2026, 1 event' });
    expect(within(day).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('an empty calendar', () => {
  it('points to the next trip after the weeks on screen and shows its month', async () => {
    const api = signedInApi({
      'GET /calendar': ({ params }) => ({
        status: 200,
        data:
          String(params.from) >= '2026-08-30' ? [makeEvent({ start: '2026-09-10', end: '2026-09-14' })] : [],
      }),
      'GET /trips': {
        status: 200,
        data: [
          makeTripSummary({
            _id: 'now',
            title: 'Weekend away',
            startDate: '2026-07-10',
            endDate: '2026-07-12',
          }),
          makeTripSummary({
            _id: 'next',
            title: 'Autumn in Porto',
            startDate: '2026-09-10',
            endDate: '2026-09-14',
          }),
        ],
      },
    });
    const { user, router } = renderApp('/calendar?date=2026-08-15');
    expect(
      await screen.findByText('Your next trip, “Autumn in Porto”, starts on September 10th, 2026.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show September 2026' }));
    expect(router.state.location.search).toBe('?date=2026-09-10');
    await waitFor(() =>
      expect(api.callsTo('GET /calendar').at(-1)?.params).toMatchObject({ from: '2026-08-30' }),
    );
    // Thursday 10th to Monday 14th: one bar, cut where the week ends on Saturday.
    expect(await screen.findAllByRole('link', { name: 'Summer in Lisbon' })).toHaveLength(2);
    expect(api.callsTo('GET /trips')[0]?.params).toMatchObject({ when: 'upcoming' });
  });
});

describe('calendar week view', () => {
  it('lists each day with the trip on top and the items in time order', async () => {
    calendarApi();
    renderApp('/calendar?view=week&date=2026-07-02');
    const day = await screen.findByRole('region', { name: 'Thursday, July 2nd, 2026, 4 events' });
    expect(await within(day).findByRole('link', { name: 'Summer in Lisbon' })).toBeInTheDocument();
    const items = within(within(day).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '08:30Pastéis de BelémItinerary · Summer in Lisbon',
      '10:00Belém TowerItinerary · Summer in Lisbon',
      '21:15Fado in AlfamaItinerary · Summer in Lisbon',
    ]);
    expect(screen.getAllByRole('region', { name: /, \d+ events?$/ })).toHaveLength(7);
  });
});
