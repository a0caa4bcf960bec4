import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeBooking } from '../bookings/booking-fixtures';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { formApi, makeSummary, PARTICIPANTS, POST } from './expense-fixtures';

const HOTEL = makeBooking({ accommodationName: 'Hotel Avenida Palace', price: 1234.5 });

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe("booked prices in the trip's finances", () => {
  it('counts booked prices in the spending and offers to record each as an expense', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/participants': { status: 200, data: PARTICIPANTS },
      'GET /trips/trip-1/expenses/summary': {
        status: 200,
        data: makeSummary({
          total: 1670.5,
          planned: 1234.5,
          plannedItems: [
            {
              kind: 'booking',
              id: HOTEL._id,
              name: HOTEL.accommodationName,
              date: HOTEL.checkIn,
              category: 'lodging',
              price: 1234.5,
              currency: 'EUR',
              amount: 1234.5,
            },
            {
              kind: 'tour',
              id: 'tour-1',
              name: 'Boat trip',
              date: '2026-07-03',
              category: 'activities',
              price: 90,
              currency: 'CHF',
              amount: null,
            },
          ],
        }),
      },
    });
    renderApp('/trips/trip-1?tab=finances');
    expect(await screen.findByText('€1,670.50', { selector: 'p' })).toBeInTheDocument();
    expect(
      screen.getByText('Includes €1,234.50 booked and not yet recorded as expenses:'),
    ).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Bookings not yet recorded as expenses' }));
    expect(list.getByText('Hotel Avenida Palace: €1,234.50')).toBeInTheDocument();
    expect(
      list.getByText("Boat trip: CHF 90.00 (no rate to the trip's currency, not in the total)"),
    ).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Record Hotel Avenida Palace as an expense' })).toHaveAttribute(
      'href',
      '/trips/trip-1/add-expense?from=booking:booking-1',
    );
  });

  it('makes an expense from a stay in one step: prefilled from it and linked to it', async () => {
    const api = formApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip({ bookings: [HOTEL] }) } });
    const { user, router } = renderApp('/trips/trip-1/add-expense?from=booking:booking-1');
    expect(await screen.findByLabelText('Description', { exact: false })).toHaveValue('Hotel Avenida Palace');
    expect(screen.getByLabelText('Amount')).toHaveValue('1234.50');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('lodging');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({
      description: 'Hotel Avenida Palace',
      amount: '1234.50',
      currency: 'EUR',
      category: 'lodging',
      date: HOTEL.checkIn,
      division: 'equal',
      source: { kind: 'booking', id: 'booking-1' },
    });
  });

  it('splits an expense made from a stay between the people on it (issue 35)', async () => {
    const couple = PARTICIPANTS.slice(0, 2).map((person) => person._id);
    const stay = { ...HOTEL, participants: couple };
    const api = formApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip({ bookings: [stay] }) } });
    const { user, router } = renderApp('/trips/trip-1/add-expense?from=booking:booking-1');
    expect(await screen.findByLabelText('Description', { exact: false })).toHaveValue('Hotel Avenida Palace');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    const sent = api.callsTo(POST)[0]?.body as { participants: { participantId: string }[] };
    expect(sent.participants.map((share) => share.participantId)).toEqual(couple);
  });
});
