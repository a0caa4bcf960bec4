import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { fillDateTime, pickerField } from '../../test/date-fields';
import { fillDetails, formApi, stepHeading } from './flight-fixtures';

describe('add flight form', () => {
  it(
    "says an arrival before its departure (in the airports' zones) on the first step",
    { timeout: 20_000 },
    async () => {
      const api = formApi();
      const { user } = renderApp('/trips/trip-1/add-flight');
      await stepHeading('Flight details');
      await fillDetails(user);
      // 23:30 in Lisbon is 19:30 in São Paulo: 19:00 there the same evening is before it.
      fillDateTime('Arrival (local time)', '2026-07-01T19:00');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Arrival must be after departure.')).toBeInTheDocument();
      expect(pickerField('Arrival (local time)')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'Flight details' })).toBeInTheDocument();
      // 06:35 the next morning in São Paulo comes after it.
      fillDateTime('Arrival (local time)', '2026-07-02T06:35');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await stepHeading('Seats and baggage');
      expect(api.callsTo('POST /trips/trip-1/flights')).toHaveLength(0);
    },
  );

  it('does not move on without an airline', async () => {
    formApi();
    const { user } = renderApp('/trips/trip-1/add-flight');
    await stepHeading('Flight details');
    await user.type(screen.getByRole('textbox', { name: 'Flight number' }), 'TP83');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const airline = screen.getByRole('textbox', { name: 'Airline' });
    await waitFor(() => expect(airline).toHaveAttribute('aria-invalid', 'true'));
    expect(airline).toHaveAccessibleDescription(/Required Field/);
    expect(screen.getByRole('heading', { level: 2, name: 'Flight details' })).toBeInTheDocument();
    // Every empty required field of this step is flagged at once.
    expect(screen.getByRole('combobox', { name: 'Departure airport' })).toHaveAccessibleDescription(
      /Required Field/,
    );
  });

  it('refuses a negative bag weight on the second step', { timeout: 20_000 }, async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-flight');
    await stepHeading('Flight details');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Seats and baggage');
    await user.click(screen.getByRole('button', { name: 'Add bag' }));
    const bag = screen.getByRole('group', { name: 'Bag 1' });
    await user.type(within(bag).getByRole('textbox', { name: 'Weight (kg)' }), '-5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(bag).findByText('This cannot be negative.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Seats and baggage' })).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/flights')).toHaveLength(0);
  });
});
