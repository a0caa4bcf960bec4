import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { EXPENSES, makeExpense, PARTICIPANTS } from './expense-fixtures';

// Compiled once before the first test, so its findBy* wait does not include it.
beforeAll(() => import('./routes/expense-detail-page'), 60_000);

const TRIP = 'GET /trips/trip-1';
const PEOPLE = 'GET /trips/trip-1/participants';
const LIST = 'GET /trips/trip-1/expenses';

function detailApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    [TRIP]: { status: 200, data: makeTrip() },
    [PEOPLE]: { status: 200, data: PARTICIPANTS },
    [LIST]: { status: 200, data: EXPENSES },
    ...routes,
  });
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Expenses' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);

describe('expense list', () => {
  it('shows each expense with its amount, conversion, payer and shares, and settlements apart', async () => {
    detailApi();
    renderApp('/trips/trip-1/expense-detail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expenses' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Expenses' });
    expect(shownTitles()).toEqual(['Hotel night', 'Dinner in Alfama', 'Taxi to Sintra', 'Settlement']);
    expect(screen.getByText('4 expenses')).toBeInTheDocument();

    const taxi = within(screen.getByRole('listitem', { name: 'Taxi to Sintra' }));
    expect(taxi.getByText('$50.00')).toBeInTheDocument();
    expect(taxi.getByText('≈ €46.00')).toBeInTheDocument();
    expect(taxi.getByText('Transportation')).toBeInTheDocument();
    expect(taxi.getByText('Jul 3, 2026')).toBeInTheDocument();
    expect(taxi.getByText('Paid by Carla Dias')).toBeInTheDocument();
    expect(taxi.getByText('Split unequally: Carla Dias $20.00 · Bruno Costa $30.00')).toBeInTheDocument();
    expect(taxi.getByText('1 USD = 0.92 EUR · ECB reference rate of Jul 2, 2026')).toBeInTheDocument();

    const dinner = within(screen.getByRole('listitem', { name: 'Dinner in Alfama' }));
    expect(dinner.getByText('€90.00')).toBeInTheDocument();
    expect(dinner.queryByText(/≈/)).not.toBeInTheDocument();
    expect(
      dinner.getByText('Split equally: Ana Souza €30.00 · Carla Dias €30.00 · Bruno Costa €30.00'),
    ).toBeInTheDocument();

    const settlement = within(screen.getByRole('listitem', { name: 'Settlement' }));
    expect(settlement.getByText('Carla Dias paid Ana Souza €10.00')).toBeInTheDocument();
    // A settlement is deleted, not edited.
    expect(settlement.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(settlement.getByRole('button', { name: 'Delete Settlement' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Edit Taxi to Sintra' })).toHaveAttribute(
      'href',
      '/trips/trip-1/add-expense?expenseId=expense-2',
    );
    // Settlements are transfers, not spending.
    expect(screen.getByText('Spent in the expenses shown: €436.00')).toBeInTheDocument();
  });

  it('filters by category, person and day, keeping the filters in the URL', async () => {
    detailApi();
    const { user, router } = renderApp('/trips/trip-1/expense-detail');
    await screen.findByRole('list', { name: 'Expenses' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'food');
    expect(shownTitles()).toEqual(['Dinner in Alfama']);
    expect(router.state.location.search).toBe('?category=food');
    expect(screen.getByText('Showing 1 of 4')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'p-ana');
    // What Ana paid, what she shares, and the settlement she received.
    expect(shownTitles()).toEqual(['Hotel night', 'Dinner in Alfama', 'Settlement']);
    expect(new URLSearchParams(router.state.location.search).get('participantId')).toBe('p-ana');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '2026-07-01');
    expect(shownTitles()).toEqual(['Hotel night']);
    expect(screen.getByText('Spent in the expenses shown: €300.00')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'shopping');
    expect(screen.getByText('No expenses match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownTitles()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
  });

  it('opens with the filters of its link', async () => {
    detailApi();
    renderApp('/trips/trip-1/expense-detail?date=2026-07-03');
    await screen.findByRole('list', { name: 'Expenses' });
    expect(shownTitles()).toEqual(['Taxi to Sintra']);
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('2026-07-03');
  });

  it('deletes an expense after confirming', async () => {
    const api = detailApi({ 'DELETE /trips/trip-1/expenses/expense-1': { status: 204 } });
    const { user } = renderApp('/trips/trip-1/expense-detail');
    await user.click(await screen.findByRole('button', { name: 'Delete Dinner in Alfama' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Dinner in Alfama”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/expenses/expense-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(LIST).length).toBeGreaterThan(1);
  });

  it('says which expenses could not be converted', async () => {
    const orphan = makeExpense({
      _id: 'expense-7',
      description: 'Souvenirs',
      amount: 2000,
      currency: 'JPY',
      category: 'shopping',
      rate: null,
      rateCurrency: null,
    });
    detailApi({ [LIST]: { status: 200, data: [orphan] } });
    renderApp('/trips/trip-1/expense-detail');
    const item = within(await screen.findByRole('listitem', { name: 'Souvenirs' }));
    expect(item.getByText('¥2,000')).toBeInTheDocument();
    expect(item.getByText('No exchange rate to EUR: left out of the totals.')).toBeInTheDocument();
    expect(screen.getByText('One expense without an exchange rate is not included.')).toBeInTheDocument();
  });

  it('is read-only for a viewer', async () => {
    detailApi({
      [TRIP]: { status: 200, data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }) },
    });
    renderApp('/trips/trip-1/expense-detail');
    const list = await screen.findByRole('list', { name: 'Expenses' });
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add expense' })).not.toBeInTheDocument();
  });

  it('has an empty state and a failed state', async () => {
    detailApi({ [LIST]: { status: 200, data: [] } });
    const first = renderApp('/trips/trip-1/expense-detail');
    expect(await screen.findByText('No expenses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add expense' })).toHaveAttribute(
      'href',
      '/trips/trip-1/add-expense',
    );
    first.unmount();
    detailApi({ [LIST]: apiError(500, 'INTERNAL_ERROR', 'Boom.') });
    renderApp('/trips/trip-1/expense-detail');
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
  });
});
