import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { fillDate, pickerText } from '../../test/date-fields';
import { makeTrip, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { formApi, RATE, TAXI, TRIP } from './expense-fixtures';

describe('add expense', () => {
  it('edits an expense prefilled from the server and saves the whole of it', async () => {
    const api = formApi({
      'GET /trips/trip-1/expenses/expense-2': { status: 200, data: TAXI },
      'PUT /trips/trip-1/expenses/expense-2': { status: 200, data: TAXI },
      [RATE]: {
        status: 200,
        data: { from: 'USD', to: 'EUR', rate: 0.92, rateDate: '2026-07-02', source: 'ecb' },
      },
    });
    const { user, router } = renderApp('/trips/trip-1/add-expense?expenseId=expense-2');
    const description = await screen.findByLabelText('Description', { exact: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit expense' })).toBeInTheDocument();
    expect(description).toHaveValue('Taxi to Sintra');
    expect(screen.getByLabelText('Amount')).toHaveValue('50.00');
    expect(screen.getByRole('radio', { name: 'Split unequally' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ana Souza' })).not.toBeChecked();
    expect(screen.getByLabelText('Share of Bruno Costa')).toHaveValue('30.00');
    expect(screen.getByText('All assigned')).toBeInTheDocument();
    expect(screen.getByLabelText('Exchange rate: 1 USD = ? EUR')).toHaveValue('0.92');
    await user.clear(description);
    await user.type(description, 'Taxi to Cascais');
    fillDate('Date', '2026-07-04');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
    expect(api.callsTo('PUT /trips/trip-1/expenses/expense-2')[0]?.body).toEqual({
      kind: 'expense',
      description: 'Taxi to Cascais',
      amount: '50.00',
      currency: 'USD',
      category: 'transportation',
      date: '2026-07-04',
      paidBy: 'p-carla',
      division: 'unequal',
      participants: [
        { participantId: 'p-carla', share: '20.00' },
        { participantId: 'p-bruno', share: '30.00' },
      ],
      rate: null,
    });
  });

  it('starts on the day it was opened from', async () => {
    formApi();
    renderApp('/trips/trip-1/add-expense?date=2026-07-04');
    await screen.findByRole('group', { name: /^Date/ });
    expect(pickerText('Date')).toBe('07/04/2026');
  });

  it('is not open to a viewer', async () => {
    formApi({
      [TRIP]: { status: 200, data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }) },
    });
    renderApp('/trips/trip-1/add-expense');
    expect(await screen.findByRole('heading', { name: 'You cannot edit this trip' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });
});
