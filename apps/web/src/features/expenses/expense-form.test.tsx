import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fillDate, pickerText } from '../../test/date-fields';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { DAVI, makeExpense, PARTICIPANTS, TAXI } from './expense-fixtures';

const TRIP = 'GET /trips/trip-1';
const PEOPLE = 'GET /trips/trip-1/participants';
const POST = 'POST /trips/trip-1/expenses';
const RATE = 'GET /trips/trip-1/expenses/rate';

function formApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    [TRIP]: { status: 200, data: makeTrip() },
    [PEOPLE]: { status: 200, data: PARTICIPANTS },
    [POST]: { status: 201, data: makeExpense({ _id: 'expense-9' }) },
    ...routes,
  });
}

/** The row of one person in "Who shares". */
const personRow = (name: string) => screen.getByRole('checkbox', { name }).closest('li') as HTMLElement;

describe('add expense', () => {
  it('splits unequally with the remainder shown live, refuses a mismatch, then saves', async () => {
    const api = formApi();
    const { user, router } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Boat tour');
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'activities');
    // Everyone shares by default; the trip's currency and first day are the defaults too.
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect(pickerText('Date')).toBe('07/01/2026');
    expect(screen.getByRole('combobox', { name: 'Paid by' })).toHaveValue('p-ana');
    expect(screen.getByRole('checkbox', { name: DAVI.name })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Split unequally' }));
    await user.click(screen.getByRole('checkbox', { name: DAVI.name }));
    expect(screen.queryByLabelText(`Share of ${DAVI.name}`)).not.toBeInTheDocument();
    expect(screen.getByText('Remaining to assign: €100.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Share of Ana Souza'), '40');
    expect(screen.getByText('Remaining to assign: €60.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Share of Carla Dias'), '30,50');
    expect(screen.getByText('Remaining to assign: €29.50')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Share of Bruno Costa'), '40');
    expect(screen.getByText('Over by €10.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('The shares must add up to the amount.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Share of Bruno Costa'));
    await user.type(screen.getByLabelText('Share of Bruno Costa'), '29.5');
    expect(screen.getByText('All assigned')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The shares must add up to the amount.')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(router.state.location.search).toBe('?tab=finances');
    expect(api.callsTo(POST)[0]?.body).toEqual({
      kind: 'expense',
      description: 'Boat tour',
      amount: '100.00',
      currency: 'EUR',
      category: 'activities',
      date: '2026-07-01',
      paidBy: 'p-ana',
      division: 'unequal',
      participants: [
        { participantId: 'p-ana', share: '40.00' },
        { participantId: 'p-carla', share: '30.50' },
        { participantId: 'p-bruno', share: '29.50' },
      ],
      rate: null,
    });
  });

  it('shows each equal share live, the leftover cent going to the first person', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Groceries');
    expect(screen.getByText('Enter the amount to see each share.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('checkbox', { name: DAVI.name }));
    expect(within(personRow('Ana Souza')).getByText('€33.34')).toBeInTheDocument();
    expect(within(personRow('Carla Dias')).getByText('€33.33')).toBeInTheDocument();
    expect(within(personRow('Bruno Costa')).getByText('€33.33')).toBeInTheDocument();
    expect(within(personRow(DAVI.name)).queryByText(/€/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid by' }), 'p-bruno');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({
      paidBy: 'p-bruno',
      division: 'equal',
      participants: [{ participantId: 'p-ana' }, { participantId: 'p-carla' }, { participantId: 'p-bruno' }],
    });
  });

  it('asks for an amount and a currency and sends nothing without them', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Museum');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Please enter an amount and select a currency')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('refuses when nobody shares the expense', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Museum');
    await user.type(screen.getByLabelText('Amount'), '12');
    for (const person of PARTICIPANTS) await user.click(screen.getByRole('checkbox', { name: person.name }));
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Choose who shares this expense.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('prefills the rate of another currency from the ECB reference and converts live', async () => {
    const api = formApi({
      [RATE]: {
        status: 200,
        data: { from: 'USD', to: 'EUR', rate: 0.92, rateDate: '2026-06-30', source: 'ecb' },
      },
    });
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Taxi');
    expect(screen.queryByLabelText(/Exchange rate/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    const rate = await screen.findByLabelText('Exchange rate: 1 USD = ? EUR');
    await waitFor(() => expect(rate).toHaveValue('0.92'));
    expect(api.callsTo(RATE)[0]?.params).toEqual({ currency: 'USD', date: '2026-07-01' });
    expect(screen.getByText('ECB reference rate of Jun 30, 2026')).toBeInTheDocument();
    expect(screen.getByText("≈ €46.00 in the trip's currency")).toBeInTheDocument();
    // The shares follow the expense's own currency.
    expect(within(personRow('Ana Souza')).getByText('$12.50')).toBeInTheDocument();

    // A rate of one's own replaces the reference, and the reference can come back.
    await user.clear(rate);
    await user.type(rate, '0.9');
    expect(screen.getByText("≈ €45.00 in the trip's currency")).toBeInTheDocument();
    expect(screen.getByText('Your own rate. The ECB reference rate of Jun 30, 2026 is 0.92.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use the reference rate' }));
    expect(rate).toHaveValue('0.92');

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    // The reference rate is left to the server, which records the date it is of.
    expect(api.callsTo(POST)[0]?.body).toMatchObject({ amount: '50.00', currency: 'USD', rate: null });
  });

  it('lets the user type the rate when the server has no reference rate', async () => {
    const api = formApi({
      [RATE]: apiError(
        404,
        'RATE_UNAVAILABLE',
        'No reference rate is available for this currency and date. Type the rate.',
      ),
    });
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Ferry');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(
      await screen.findByText('No reference rate is available for this currency and date. Type the rate.'),
    ).toBeInTheDocument();
    const rate = screen.getByLabelText('Exchange rate: 1 GBP = ? EUR');
    expect(rate).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText("Enter the exchange rate to the trip's currency.")).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);

    await user.type(rate, '1,1725');
    expect(screen.getByText("≈ €23.45 in the trip's currency")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({ currency: 'GBP', rate: '1.1725' });
  });

  it('refuses a zero rate, and shows the server refusing a rate under the rate field', async () => {
    const api = formApi({
      [RATE]: apiError(503, 'INTERNAL_ERROR', 'Down.'),
      [POST]: apiError(400, 'VALIDATION_ERROR', 'Invalid request.', [
        { path: 'rate', message: 'This rate is far from any market rate.' },
      ]),
    });
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Ferry');
    await user.type(screen.getByLabelText('Amount'), '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(
      await screen.findByText(
        'Could not get a reference rate (Something went wrong on our side. Please try again.). Type the rate.',
      ),
    ).toBeInTheDocument();
    const rate = screen.getByLabelText('Exchange rate: 1 GBP = ? EUR');
    await user.type(rate, '0');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Enter an exchange rate above zero, such as 5.4321.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);
    await user.clear(rate);
    await user.type(rate, '11');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('This rate is far from any market rate.')).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
  });

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
