import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeBooking } from '../bookings/booking-fixtures';
import { makeSummary } from '../expenses/expense-fixtures';
import { makeFlight } from '../flights/flight-fixtures';
import { makeTour } from '../tours/tour-fixtures';
import { FADO, TOWER } from './itinerary-fixtures';
import { CONTACTS, TIPS } from './plan-fixtures';
import { makeTrip, signedInApi } from './trip-fixtures';

/** Every heading of the page as "h2 Flights", top to bottom. */
const outline = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => `${heading.tagName.toLowerCase()} ${heading.textContent ?? ''}`);

const textsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A trip with one of everything: the summary must show it all, section after section. */
const FULL_TRIP = makeTrip({
  flights: [makeFlight()],
  bookings: [makeBooking()],
  tours: [makeTour()],
  itinerary: [
    { date: '2026-07-01', outsideTrip: false, items: [TOWER] },
    { date: '2026-07-02', outsideTrip: false, items: [FADO] },
  ],
  checklist: [
    {
      _id: 'group-1',
      name: 'Documents',
      items: [
        { _id: 'check-1', text: 'Passport', done: true },
        { _id: 'check-2', text: 'Travel insurance', done: false },
      ],
    },
  ],
  tips: [TIPS[1]!],
  contacts: [CONTACTS[0]!],
  expenseSummary: makeSummary(),
});

describe('trip summary', () => {
  it('shows the whole trip on one page and prints it', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip() } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp('/trips/trip-1/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
    for (const text of [
      'Lisbon, Portugal',
      'Jul 1, 2026 – Jul 10, 2026',
      '10 days',
      'Mid-range',
      'Food',
      'Fado',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Book the tram tour.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 people' })).toBeInTheDocument();
    expect(screen.getByText('Carla Dias · Administrator')).toBeInTheDocument();
    // A trip with nothing planned yet shows no empty sections.
    expect(outline()).toEqual(['h1 Summer in Lisbon', 'h2 3 people']);
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute('href', '/trips/trip-1');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('lists flights, stays, tours, the days, the checklist, tips, contacts and costs in that order', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: FULL_TRIP } });
    renderApp('/trips/trip-1/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
    expect(outline()).toEqual([
      'h1 Summer in Lisbon',
      'h2 3 people',
      'h2 Flights',
      'h3 TAP Air Portugal · TP 83',
      'h2 Lodging',
      'h3 Hotel Alfama',
      'h2 Tours and activities',
      'h3 Alfama walking tour',
      'h2 Itinerary',
      'h3 Day 1 · Wed, Jul 1',
      'h3 Day 2 · Thu, Jul 2',
      // Only the night at the hotel: where one sleeps shows as it does in the day's plan.
      'h3 Day 3 · Fri, Jul 3',
      'h3 Day 4 · Sat, Jul 4',
      'h2 Checklist',
      'h3 Documents (1 of 2)',
      'h2 Travel tips',
      'h3 Transport',
      'h2 Emergency contacts',
      'h2 Finances',
      'h3 By category',
      'h3 Balances',
      'h3 Settle up',
    ]);

    const flights = within(screen.getByRole('region', { name: 'Flights' }));
    for (const text of [
      'LIS · Lisbon Portela Airport Wed, Jul 1, 2026, 23:30',
      'GRU · São Paulo/Guarulhos International Airport Thu, Jul 2, 2026, 06:35',
      'XK7P2Q',
      'Ana Souza · seat 12A Bruno Souza',
      'Checked bag · 2 × 23 kg',
    ]) {
      expect(flights.getByText(text)).toBeInTheDocument();
    }

    const stays = within(screen.getByRole('region', { name: 'Lodging' }));
    expect(stays.getByText('Rua dos Remédios 10, Lisboa')).toBeInTheDocument();
    expect(stays.getByText('Jul 1, 2026 → Jul 4, 2026 · 3 nights')).toBeInTheDocument();
    expect(stays.getByText('Booked · €360.50')).toBeInTheDocument();

    const tours = within(screen.getByRole('region', { name: 'Tours and activities' }));
    expect(tours.getByText('Jul 2, 2026 at 10:00')).toBeInTheDocument();
    expect(tours.getByText('Largo do Chafariz de Dentro')).toBeInTheDocument();
    expect(tours.getByText('Not booked · €25.00')).toBeInTheDocument();

    // Each day in the day view's time order: a part of the day at its start, check-in mid-afternoon.
    expect(textsOf(screen.getByRole('region', { name: 'Day 1 · Wed, Jul 1' }))).toEqual([
      expect.stringMatching(/^MorningBelém Tower/),
      expect.stringMatching(/Check-in · Hotel Alfama/),
      expect.stringMatching(/^23:30Flight TP 83 · LIS 23:30 → GRU/),
    ]);
    expect(textsOf(screen.getByRole('region', { name: 'Day 2 · Thu, Jul 2' }))).toEqual([
      expect.stringMatching(/^06:35Lands at GRU 06:35/),
      expect.stringMatching(/^10:00Alfama walking tour/),
      expect.stringMatching(/^NightFado in Alfama/),
      // Where the night is spent closes the day, as in the day's plan.
      expect.stringMatching(/^NightNight at Hotel Alfama/),
    ]);
    expect(textsOf(screen.getByRole('region', { name: 'Day 4 · Sat, Jul 4' }))).toEqual([
      expect.stringMatching(/Check-out · Hotel Alfama/),
    ]);

    const checklist = within(screen.getByRole('list', { name: 'Items of Documents' }));
    const [passport, insurance] = checklist.getAllByRole('listitem');
    expect(within(passport!).getByRole('img', { name: 'Done' })).toHaveTextContent('☑');
    expect(passport).toHaveTextContent('Passport');
    expect(within(insurance!).getByRole('img', { name: 'Not done' })).toHaveTextContent('☐');
    expect(insurance).toHaveTextContent('Travel insurance');

    expect(screen.getByText('Buy a Viva Viagem card for trams.')).toBeInTheDocument();

    const contacts = within(screen.getByRole('region', { name: 'Emergency contacts' }));
    expect(contacts.getByText('Embassy')).toBeInTheDocument();
    expect(contacts.getByText('Telephone: +351 21 000 0000')).toBeInTheDocument();
    expect(contacts.getByText('Open 9-17')).toBeInTheDocument();

    const costs = within(screen.getByRole('region', { name: 'Finances' }));
    expect(costs.getByText('€436.00')).toBeInTheDocument();
    expect(costs.getByText('€436.00 of the €1,000.00 budget (44%)')).toBeInTheDocument();
    expect(costs.getByText('€564.00 left')).toBeInTheDocument();
    expect(textsOf(costs.getByRole('list', { name: 'By category' }))).toEqual([
      'Lodging€300.00',
      'Food€90.00',
      'Transportation€46.00',
    ]);
    const bruno = within(costs.getByRole('list', { name: 'Balances' })).getAllByRole('listitem')[3];
    expect(bruno).toHaveTextContent('Bruno CostaPaid €300.00 · Share €132.60+€167.40is owed');
    expect(textsOf(costs.getByRole('list', { name: 'Settle up' }))).toEqual([
      'Davi Lima pays Bruno Costa €75.00',
      'Carla Dias pays Bruno Costa €67.40',
      'Ana Souza pays Bruno Costa €25.00',
    ]);
  });
});
