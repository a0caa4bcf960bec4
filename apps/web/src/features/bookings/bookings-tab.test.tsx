import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { deferred } from '../trips/plan-fixtures';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { LIST, makeBooking, STAYS, TRIP } from './booking-fixtures';

const stayNames = () =>
  within(screen.getByRole('list', { name: 'Stays' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('lodging tab', () => {
  it('shows each stay in night order with its dates, nights, links and price', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: STAYS } });
    renderApp('/trips/trip-1?tab=bookings');
    expect(await screen.findByRole('list', { name: 'Stays' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lodging' })).toHaveAttribute('aria-selected', 'true');
    expect(stayNames()).toEqual(['Hotel Alfama', 'Cascais Apartment', 'Sintra Guesthouse']);

    const hotel = within(screen.getByRole('listitem', { name: 'Hotel Alfama' }));
    expect(hotel.getByText('Jul 1, 2026 → Jul 4, 2026')).toBeInTheDocument();
    expect(hotel.getByText('3 nights', { exact: false })).toBeInTheDocument();
    const map = hotel.getByRole('link', { name: 'Rua dos Remédios 10, Lisboa (map, opens in a new tab)' });
    expect(map).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Rua%20dos%20Rem%C3%A9dios%2010%2C%20Lisboa',
    );
    expect(map).toHaveAttribute('target', '_blank');
    const booking = hotel.getByRole('link', { name: 'Booking page of Hotel Alfama (opens in a new tab)' });
    expect(booking).toHaveAttribute('href', 'https://booking.example/alfama');
    expect(booking).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    expect(hotel.getByText('€360.50')).toBeInTheDocument();
    expect(hotel.getByText('Late check-in after 22:00.')).toBeInTheDocument();
    expect(hotel.getByRole('switch', { name: 'Booked: Hotel Alfama' })).toBeChecked();

    // Prices add up per currency; a stay without a price is left out.
    expect(screen.getByText('Total of known prices: €360.50 · $80.00')).toBeInTheDocument();
  });

  it("shows a stay's confirmation number and offers to record a booked price as an expense", async () => {
    const hotel = makeBooking({ confirmationNumber: '4817290356' });
    const summary = makeTrip().expenseSummary;
    const trip = makeTrip({
      expenseSummary: {
        ...summary,
        total: 360.5,
        planned: 360.5,
        plannedItems: [
          {
            kind: 'booking',
            id: hotel._id,
            name: hotel.accommodationName,
            date: hotel.checkIn,
            category: 'lodging',
            price: 360.5,
            currency: 'EUR',
            amount: 360.5,
          },
        ],
      },
    });
    signedInApi({
      [TRIP]: { status: 200, data: trip },
      [LIST]: { status: 200, data: [hotel, STAYS[0]!] },
    });
    const { user, router } = renderApp('/trips/trip-1?tab=bookings');
    const card = within(await screen.findByRole('listitem', { name: 'Hotel Alfama' }));
    expect(card.getByText('Confirmation number: 4817290356')).toBeInTheDocument();
    // Only the stay whose price no expense pays for yet offers it.
    expect(screen.getAllByRole('link', { name: /as an expense$/ })).toHaveLength(1);
    await user.click(card.getByRole('link', { name: 'Record Hotel Alfama as an expense' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1/add-expense'));
    expect(router.state.location.search).toBe('?from=booking:booking-1');
  });

  it('warns about stays whose nights overlap, naming both', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: STAYS } });
    renderApp('/trips/trip-1?tab=bookings');
    await screen.findByRole('list', { name: 'Stays' });
    const warnings = screen.getAllByRole('alert');
    expect(warnings).toHaveLength(1);
    // Checking out of the hotel on the day the apartment starts is not an overlap.
    expect(warnings[0]).toHaveTextContent(
      '“Cascais Apartment” and “Sintra Guesthouse” overlap: both cover 2 nights starting Jul 6, 2026.',
    );
  });

  it('notes a stay that reaches beyond the trip', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: {
        status: 200,
        data: [makeBooking({ checkIn: '2026-07-08', checkOut: '2026-07-12', nights: 4 })],
      },
    });
    renderApp('/trips/trip-1?tab=bookings');
    expect(
      await screen.findByText(
        "This stay is not entirely within the trip's dates (Jul 1, 2026 – Jul 10, 2026).",
      ),
    ).toBeInTheDocument();
  });

  it('offers to add lodging when there is none', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: [] } });
    const { user, router } = renderApp('/trips/trip-1?tab=bookings');
    expect(await screen.findByText('No lodging yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add lodging' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1/add-booking'));
  });

  it('marks a stay booked at once and sends the change', async () => {
    const reply = deferred<{ status: number; data: unknown }>();
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: STAYS },
      'PATCH /trips/trip-1/bookings/booking-2/booked': () => reply.promise,
    });
    const { user } = renderApp('/trips/trip-1?tab=bookings');
    const toggle = await screen.findByRole('switch', { name: 'Booked: Cascais Apartment' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(api.callsTo('PATCH /trips/trip-1/bookings/booking-2/booked')[0]?.body).toEqual({ booked: true });
    reply.resolve({ status: 200, data: { ...STAYS[2], booked: true } });
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
  });

  it('puts the switch back and says why when the change fails', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: STAYS },
      'PATCH /trips/trip-1/bookings/booking-1/booked': apiError(403, 'FORBIDDEN', 'Forbidden.'),
    });
    const { user } = renderApp('/trips/trip-1?tab=bookings');
    const toggle = await screen.findByRole('switch', { name: 'Booked: Hotel Alfama' });
    await user.click(toggle);
    expect(await screen.findByText('Not saved: You are not allowed to do this.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('deletes a stay after confirming', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: STAYS },
      'DELETE /trips/trip-1/bookings/booking-3': { status: 204 },
    });
    const { user } = renderApp('/trips/trip-1?tab=bookings');
    await user.click(await screen.findByRole('button', { name: 'Delete Sintra Guesthouse' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Sintra Guesthouse”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/bookings/booking-3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is read-only for a viewer', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }) },
      [LIST]: { status: 200, data: STAYS },
    });
    renderApp('/trips/trip-1?tab=bookings');
    const hotel = within(await screen.findByRole('listitem', { name: 'Hotel Alfama' }));
    expect(hotel.getByText('Booked')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Cascais Apartment' })).getByText('Not booked'),
    ).toBeVisible();
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.queryByRole('button')).not.toBeInTheDocument();
    expect(panel.queryByRole('switch')).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Add lodging' })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('has a page of its own with a way back to the trip', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: STAYS } });
    renderApp('/trips/trip-1/booking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lodging' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=bookings',
    );
    expect(await screen.findByRole('list', { name: 'Stays' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Hotel Alfama' })).toHaveAttribute(
      'href',
      '/trips/trip-1/booking/booking-1/edit',
    );
  });
});
