import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import {
  ANA,
  BRUNO,
  EMPTY_SUMMARY,
  makeExpense,
  makeSummary,
  PARTICIPANTS,
  PRESETS,
} from './expense-fixtures';
import { todayDate } from './utils/expense-money';

const TRIP = 'GET /trips/trip-1';
const PEOPLE = 'GET /trips/trip-1/participants';
const SUMMARY = 'GET /trips/trip-1/expenses/summary';
const VIEWER_TRIP = makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS });

function overviewApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    [TRIP]: { status: 200, data: makeTrip() },
    [PEOPLE]: { status: 200, data: PARTICIPANTS },
    [SUMMARY]: { status: 200, data: makeSummary() },
    [PRESETS]: { status: 200, data: [] },
    ...routes,
  });
}

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('finances overview', () => {
  it('shows the spending against the budget, by category and by day in words, and each balance', async () => {
    overviewApi();
    renderApp('/trips/trip-1?tab=finances');
    expect(await screen.findByRole('heading', { name: 'Spent so far' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Finances' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('€436.00', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Budget used' })).toHaveAttribute('aria-valuenow', '44');
    expect(screen.getByText('€436.00 of the €1,000.00 budget (44%)')).toBeInTheDocument();
    expect(screen.getByText('€564.00 left')).toBeInTheDocument();
    expect(screen.getByText('Converted with ECB reference rates of Jul 2, 2026.')).toBeInTheDocument();

    const categories = within(screen.getByRole('list', { name: 'By category' })).getAllByRole('listitem');
    expect(categories.map((item) => item.textContent)).toEqual([
      'Lodging€300.0069%',
      'Food€90.0021%',
      'Transportation€46.0011%',
    ]);
    expect(screen.getByText('Most went to Lodging (69%).')).toBeInTheDocument();
    expect(
      screen.getByText('Spent on 3 days, the most on Jul 1, 2026 (€300.00); €145.33 a day on average.'),
    ).toBeInTheDocument();

    const balances = within(screen.getByRole('list', { name: 'Balances' }));
    const bruno = within(balances.getByRole('listitem', { name: 'Bruno Costa' }));
    expect(bruno.getByText('+€167.40')).toBeInTheDocument();
    expect(bruno.getByText('is owed')).toBeInTheDocument();
    expect(bruno.getByText('Paid €300.00 · Share €132.60')).toBeInTheDocument();
    const ana = within(balances.getByRole('listitem', { name: 'Ana Souza' }));
    expect(ana.getByText('−€25.00')).toBeInTheDocument();
    expect(ana.getByText('owes')).toBeInTheDocument();
    expect(ana.getByText('Paid €90.00 · Share €105.00 · Settlements −€10.00')).toBeInTheDocument();

    const transfers = within(screen.getByRole('list', { name: 'Settle up' })).getAllByRole('listitem');
    expect(transfers.map((item) => within(item).getByText(/pays/).textContent)).toEqual([
      'Davi Lima pays Bruno Costa €75.00',
      'Carla Dias pays Bruno Costa €67.40',
      'Ana Souza pays Bruno Costa €25.00',
    ]);
    expect(screen.getByRole('link', { name: 'All expenses' })).toHaveAttribute(
      'href',
      '/trips/trip-1/expense-detail',
    );
    expect(screen.getByRole('link', { name: 'Add expense' })).toHaveAttribute(
      'href',
      '/trips/trip-1/add-expense',
    );
  });

  it('records a transfer as paid, and the balances move', async () => {
    let summary = makeSummary();
    const api = overviewApi({
      [SUMMARY]: () => ({ status: 200, data: summary }),
      'POST /trips/trip-1/expenses': () => {
        summary = makeSummary({ settlements: summary.settlements.slice(0, 2) });
        // The settlement as the server records it: the amounts as numbers, with its id and rate fields.
        const recorded = makeExpense({
          _id: 'expense-9',
          kind: 'settlement',
          description: 'Settlement',
          amount: 25,
          category: 'other',
          date: todayDate(),
          paidBy: ANA._id,
          division: 'unequal',
          participants: [{ participantId: BRUNO._id, share: 25 }],
        });
        return { status: 201, data: recorded };
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=finances');
    await user.click(
      await screen.findByRole('button', { name: 'Record as paid: Ana Souza pays Bruno Costa €25.00' }),
    );
    await waitFor(() => expect(api.callsTo('POST /trips/trip-1/expenses')).toHaveLength(1));
    expect(api.callsTo('POST /trips/trip-1/expenses')[0]?.body).toEqual({
      kind: 'settlement',
      description: 'Settlement',
      amount: '25.00',
      currency: 'EUR',
      category: 'other',
      date: todayDate(),
      paidBy: 'p-ana',
      division: 'unequal',
      participants: [{ participantId: 'p-bruno', share: '25.00' }],
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Record as paid: Ana Souza pays Bruno Costa €25.00' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo(SUMMARY).length).toBeGreaterThan(1);
  });

  it('says so when recording a transfer fails', async () => {
    overviewApi({ 'POST /trips/trip-1/expenses': apiError(403, 'FORBIDDEN', 'Forbidden.') });
    const { user } = renderApp('/trips/trip-1?tab=finances');
    await user.click(
      await screen.findByRole('button', { name: 'Record as paid: Davi Lima pays Bruno Costa €75.00' }),
    );
    expect(await screen.findByText('Not recorded: You are not allowed to do this.')).toBeInTheDocument();
  });

  it('mentions expenses left out for want of a rate, and invites to set a budget', async () => {
    overviewApi({
      [SUMMARY]: {
        status: 200,
        data: makeSummary({ budget: null, unconverted: ['expense-7', 'expense-8'] }),
      },
    });
    renderApp('/trips/trip-1?tab=finances');
    expect(
      await screen.findByText(
        "2 expenses in other currencies have no exchange rate to the trip's currency and are left out of these sums.",
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.getByText('Set a budget amount for the trip to follow your spending against it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a budget' })).toHaveAttribute('href', '/plan-trip/trip-1');
  });

  it('says when the spending is over the budget', async () => {
    overviewApi({ [SUMMARY]: { status: 200, data: makeSummary({ budget: 400 }) } });
    renderApp('/trips/trip-1?tab=finances');
    expect(await screen.findByText('Over budget by €36.00')).toBeInTheDocument();
    expect(screen.getByText('€436.00 of the €400.00 budget (109%)')).toBeInTheDocument();
  });

  it('invites to add the first expense when there is none', async () => {
    overviewApi({ [SUMMARY]: { status: 200, data: EMPTY_SUMMARY } });
    renderApp('/trips/trip-1?tab=finances');
    expect(await screen.findByText('No expenses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add expense' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All expenses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settle up' })).not.toBeInTheDocument();
    // Guests can be added before the first expense.
    expect(await screen.findByRole('list', { name: 'People' })).toBeInTheDocument();
  });

  it('is read-only for a viewer', async () => {
    overviewApi({ [TRIP]: { status: 200, data: VIEWER_TRIP } });
    renderApp('/trips/trip-1?tab=finances');
    expect(await screen.findByRole('list', { name: 'Settle up' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'People' });
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.queryByRole('button', { name: /Record as paid/ })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Add expense' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(panel.queryByLabelText("Guest's name")).not.toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'All expenses' })).toBeInTheDocument();
  });

  it('says why when the summary cannot be loaded', async () => {
    overviewApi({ [SUMMARY]: apiError(500, 'INTERNAL_ERROR', 'Boom.') });
    renderApp('/trips/trip-1?tab=finances');
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
  });

  it('has a page of its own with a way back to the trip', async () => {
    overviewApi();
    renderApp('/trips/trip-1/expense-overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=finances',
    );
    expect(await screen.findByRole('list', { name: 'Balances' })).toBeInTheDocument();
  });
});

describe('people of the trip', () => {
  it('lists the users and guests and adds a guest by name', async () => {
    let people = PARTICIPANTS.filter((person) => person._id !== BRUNO._id);
    const api = overviewApi({
      [PEOPLE]: () => ({ status: 200, data: people }),
      'POST /trips/trip-1/participants': ({ body }) => {
        people = [...people, BRUNO];
        return { status: 201, data: { ...BRUNO, ...(body as object) } };
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=finances');
    const list = await screen.findByRole('list', { name: 'People' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana SouzaTrip member', 'Carla DiasTrip member', 'Davi LimaTrip member']);
    await user.type(screen.getByLabelText("Guest's name"), 'Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await waitFor(() => expect(api.callsTo('POST /trips/trip-1/participants')).toHaveLength(1));
    expect(api.callsTo('POST /trips/trip-1/participants')[0]?.body).toEqual({ name: 'Bruno Costa' });
    expect(await within(list).findByRole('listitem', { name: 'Bruno Costa' })).toHaveTextContent('Guest');
    expect(screen.getByLabelText("Guest's name")).toHaveValue('');
  });

  it('refuses an empty name and a name already on the trip', async () => {
    const api = overviewApi({
      'POST /trips/trip-1/participants': apiError(409, 'PARTICIPANT_EXISTS', 'Exists.'),
    });
    const { user } = renderApp('/trips/trip-1?tab=finances');
    await user.click(await screen.findByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('Required Field')).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/participants')).toHaveLength(0);
    await user.type(screen.getByLabelText("Guest's name"), 'Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('Someone with this name is already on the trip.')).toBeInTheDocument();
  });

  it('removes a guest after confirming, and shows the refusal when they have expenses', async () => {
    const api = overviewApi({
      'DELETE /trips/trip-1/participants/p-bruno': apiError(
        409,
        'PARTICIPANT_HAS_EXPENSES',
        'This person paid or shares expenses on this trip. Delete or change those expenses first.',
      ),
    });
    const { user } = renderApp('/trips/trip-1?tab=finances');
    // Only guests can be removed here; users leave through the trip's sharing.
    expect(await screen.findByRole('button', { name: 'Remove Bruno Costa' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Carla Dias' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Bruno Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bruno Costa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await within(dialog).findByText(
        'This person paid or shares expenses on this trip. Delete or change those expenses first.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /trips/trip-1/participants/p-bruno')).toHaveLength(1);
  });

  it('removes a guest without expenses', async () => {
    let people = PARTICIPANTS;
    const api = overviewApi({
      [PEOPLE]: () => ({ status: 200, data: people }),
      'DELETE /trips/trip-1/participants/p-bruno': () => {
        people = PARTICIPANTS.filter((person) => person._id !== BRUNO._id);
        return { status: 204 };
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=finances');
    await user.click(await screen.findByRole('button', { name: 'Remove Bruno Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bruno Costa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'People' })).queryByText('Bruno Costa'),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /trips/trip-1/participants/p-bruno')).toHaveLength(1);
  });
});
