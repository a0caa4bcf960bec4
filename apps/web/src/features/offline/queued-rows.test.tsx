import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { TIPS } from '../trips/plan-fixtures';
import { ITINERARY, SHORT_TRIP } from '../trips/itinerary-fixtures';
import { makeExpense, PARTICIPANTS } from '../expenses/expense-fixtures';
import { queuedKey, type QueuedKind, type QueuedVariables } from '../../lib/offline/queue';

const TAXI = {
  kind: 'expense' as const,
  description: 'Airport taxi',
  amount: '30',
  currency: 'EUR',
  category: 'transportation' as const,
  date: '2026-07-02',
  paidBy: 'p-ana',
  division: 'equal' as const,
  participants: [{ participantId: 'p-ana' }],
};

afterEach(() => onlineManager.setOnline(true));

/** A change made offline, as the screens' queued mutations make it. */
function queue<Kind extends QueuedKind>(
  queryClient: QueryClient,
  kind: Kind,
  variables: QueuedVariables<Kind>,
) {
  void queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: queuedKey(kind, 'trip-1') })
    .execute(variables)
    .catch(() => undefined);
}

async function goOffline() {
  act(() => onlineManager.setOnline(false));
  await screen.findByText(/^Offline — showing what was saved/);
}

beforeAll(loadTripScreen, 60_000);

describe('changes made offline, in their own lists', () => {
  it('an expense shows pending among the expenses; refused, it says why there, to retry or discard', async () => {
    let refuse = true;
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/expenses': { status: 200, data: [makeExpense()] },
      'GET /trips/trip-1/participants': { status: 200, data: PARTICIPANTS },
      'POST /trips/trip-1/expenses': () =>
        refuse
          ? apiError(409, 'CONFLICT', 'Conflict')
          : { status: 201, data: makeExpense({ _id: 'expense-2', description: 'Airport taxi' }) },
    });
    const { queryClient, user } = renderApp('/trips/trip-1/expense-detail');
    const list = await screen.findByRole('list', { name: 'Expenses' }, { timeout: 12_000 });
    await goOffline();
    queue(queryClient, 'expense', { tripId: 'trip-1', body: TAXI });

    const row = await within(list).findByText('Expense “Airport taxi” of €30.00');
    expect(within(row.closest('li')!).getByText('Pending')).toBeInTheDocument();
    expect(within(list).getByText('Dinner in Alfama')).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/expenses')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    const refused = await within(list).findByRole('alert');
    expect(refused).toHaveTextContent('Expense “Airport taxi” of €30.00');
    expect(refused).toHaveTextContent('Not saved. It conflicts with a change made in the meantime.');
    expect(within(list).queryByText('Pending')).toBeNull();

    refuse = false;
    await user.click(within(refused).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST /trips/trip-1/expenses')).toHaveLength(2));
    await waitFor(() => expect(within(list).queryByRole('alert')).toBeNull());
  }, 30_000);

  it('a refused change can be discarded where it shows', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/expenses': { status: 200, data: [] },
      'GET /trips/trip-1/participants': { status: 200, data: PARTICIPANTS },
      'POST /trips/trip-1/expenses': apiError(403, 'FORBIDDEN', 'Forbidden'),
    });
    const { queryClient, user } = renderApp('/trips/trip-1/expense-detail');
    await screen.findByText('No expenses yet', undefined, { timeout: 12_000 });
    await goOffline();
    queue(queryClient, 'expense', { tripId: 'trip-1', body: TAXI });
    const pendingList = await screen.findByRole('list', { name: 'Expenses' });
    expect(screen.queryByText('No expenses yet')).toBeNull();
    expect(within(pendingList).getByText('Pending')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    const refused = await within(pendingList).findByRole('alert');
    expect(refused).toHaveTextContent('Not saved. You can no longer change this trip.');
    await user.click(within(refused).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('list', { name: 'Expenses' })).toBeNull();
    expect(screen.getByText('No expenses yet')).toBeInTheDocument();
    expect(localStorage.getItem('trilha.failedChanges.user-1')).toBeNull();
  }, 30_000);

  it('a note shows pending in its category, which appears for it', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/tips': { status: 200, data: TIPS },
    });
    const { queryClient } = renderApp('/trips/trip-1?tab=tips');
    await screen.findByText('Tipping is optional.', undefined, { timeout: 12_000 });
    expect(screen.queryByRole('region', { name: 'Health' })).toBeNull();
    await goOffline();
    queue(queryClient, 'tip', {
      tripId: 'trip-1',
      input: { category: 'health', text: 'Pharmacies close at 19:00.' },
    });
    const health = await screen.findByRole('region', { name: 'Health' });
    const row = within(health).getByText('Note “Pharmacies close at 19:00.”').closest('li')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Waiting to be sent' })).toHaveTextContent(
      '1 change waiting to be sent: it shows as pending in its list.',
    );
  }, 30_000);

  it('an itinerary item shows pending on its day', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: SHORT_TRIP },
      'GET /trips/trip-1/itinerary': { status: 200, data: ITINERARY },
    });
    const { queryClient } = renderApp('/trips/trip-1?tab=itinerary');
    const day3 = await screen.findByRole('region', { name: 'Day 3 · Fri, Jul 3' }, { timeout: 12_000 });
    expect(within(day3).getByText('Nothing planned for this day yet.')).toBeInTheDocument();
    await goOffline();
    queue(queryClient, 'itinerary-item', {
      tripId: 'trip-1',
      input: { date: '2026-07-03', timeOfDay: 'evening', placeName: 'Miradouro da Graça' },
    });
    const row = (await within(day3).findByText(/Miradouro da Graça/)).closest('li')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(day3).queryByText('Nothing planned for this day yet.')).toBeNull();
    const day1 = screen.getByRole('region', { name: 'Day 1 · Wed, Jul 1' });
    expect(within(day1).queryByText('Pending')).toBeNull();
  }, 30_000);
});
