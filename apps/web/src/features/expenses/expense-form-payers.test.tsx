import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { renderApp } from '../../test/render-app';
import { ANA, BRUNO, CARLA, DINNER, formApi, makeExpense, POST } from './expense-fixtures';

/** Issue 35: two people paid one dinner. */

// Compiled once before the first test, so its findBy* wait does not include it.
beforeAll(() => import('./routes/add-expense-page'), 60_000);
afterEach(() => onlineManager.setOnline(true));

async function fillDinner(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Description', { exact: false }), 'Dinner');
  await user.type(screen.getByLabelText('Amount'), '100');
}

describe('paid by several people', () => {
  it('asks what each paid, keeps what is left to assign in view, refuses a mismatch, then saves', async () => {
    const api = formApi();
    const { user, router } = renderApp('/trips/trip-1/add-expense');
    await fillDinner(user);
    expect(screen.getByRole('combobox', { name: 'Paid by' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Paid by several people' }));
    // One payer's choice gives way to an amount per person.
    expect(screen.queryByRole('combobox', { name: 'Paid by' })).not.toBeInTheDocument();
    const payers = within(screen.getByRole('group', { name: 'How much each person paid' }));
    expect(payers.getByText('Remaining to assign: €100.00')).toBeInTheDocument();
    await user.type(payers.getByLabelText(`Paid by ${ANA.name}`), '60');
    expect(payers.getByText('Remaining to assign: €40.00')).toBeInTheDocument();
    await user.type(payers.getByLabelText(`Paid by ${CARLA.name}`), '45');
    expect(payers.getByText('Over by €5.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('What the payers paid must add up to the amount.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);

    await user.clear(payers.getByLabelText(`Paid by ${CARLA.name}`));
    await user.type(payers.getByLabelText(`Paid by ${CARLA.name}`), '40');
    expect(payers.getByText('All assigned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
    const body = api.callsTo(POST)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: '100.00',
      division: 'equal',
      payers: [
        { participantId: ANA._id, amount: '60.00' },
        { participantId: CARLA._id, amount: '40.00' },
      ],
    });
    expect(body).not.toHaveProperty('paidBy');
  });

  it('says so when nobody is given an amount', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await fillDinner(user);
    await user.click(screen.getByRole('checkbox', { name: 'Paid by several people' }));
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Several payers means at least two people.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('opens an expense several people paid with their amounts, and edits back to one payer', async () => {
    const shared = makeExpense({
      _id: 'expense-5',
      paidBy: BRUNO._id,
      payers: [
        { participantId: BRUNO._id, amount: 50 },
        { participantId: ANA._id, amount: 40 },
      ],
    });
    const api = formApi({
      'GET /trips/trip-1/expenses/expense-5': { status: 200, data: shared },
      'PUT /trips/trip-1/expenses/expense-5': { status: 200, data: DINNER },
    });
    const { user, router } = renderApp('/trips/trip-1/add-expense?expenseId=expense-5');
    const several = await screen.findByRole('checkbox', { name: 'Paid by several people' });
    expect(several).toBeChecked();
    expect(screen.getByLabelText(`Paid by ${BRUNO.name}`)).toHaveValue('50.00');
    expect(screen.getByLabelText(`Paid by ${ANA.name}`)).toHaveValue('40.00');
    expect(screen.getByLabelText(`Paid by ${CARLA.name}`)).toHaveValue('');
    expect(screen.getByText('All assigned')).toBeInTheDocument();

    await user.click(several);
    expect(screen.getByRole('combobox', { name: 'Paid by' })).toHaveValue(BRUNO._id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
    const body = api.callsTo('PUT /trips/trip-1/expenses/expense-5')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ paidBy: BRUNO._id });
    expect(body).not.toHaveProperty('payers');
  });

  it('goes through the offline queue with its payers, sent when the connection returns', async () => {
    const api = formApi();
    const { user, router } = renderApp('/trips/trip-1/add-expense');
    await fillDinner(user);
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('checkbox', { name: 'Paid by several people' }));
    await user.type(screen.getByLabelText(`Paid by ${ANA.name}`), '70');
    await user.type(screen.getByLabelText(`Paid by ${BRUNO.name}`), '30');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
    expect(api.callsTo(POST)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({
      description: 'Dinner',
      payers: [
        { participantId: ANA._id, amount: '70.00' },
        { participantId: BRUNO._id, amount: '30.00' },
      ],
    });
  });
});
