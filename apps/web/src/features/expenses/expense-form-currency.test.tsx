import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { formApi, personRow, POST, RATE } from './expense-fixtures';

describe('add expense', () => {
  it('asks for an amount and a currency and sends nothing without them', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Museum');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Please enter an amount and select a currency')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
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
});
