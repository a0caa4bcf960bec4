import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { fillTime, pickerText } from '../../test/date-fields';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { LIST, makeTour, TOURS, TRIP } from './tour-fixtures';

beforeAll(loadTripScreen, 60_000);

describe('tours tab', () => {
  it('shows the tours by date and time with their details', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: TOURS } });
    renderApp('/trips/trip-1?tab=tours');
    const list = await screen.findByRole('list', { name: 'Tours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Alfama walking tour', 'Fado night', 'Sintra day trip']);
    const walk = within(screen.getByRole('listitem', { name: 'Alfama walking tour' }));
    expect(walk.getByText('Jul 2, 2026 at 10:00')).toBeInTheDocument();
    expect(
      walk.getByRole('link', { name: 'Largo do Chafariz de Dentro (map, opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Largo%20do%20Chafariz%20de%20Dentro',
    );
    const booking = walk.getByRole('link', {
      name: 'Booking page of Alfama walking tour (opens in a new tab)',
    });
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    expect(walk.getByText('€25.00')).toBeInTheDocument();
    expect(walk.getByText('Comfortable shoes.')).toBeInTheDocument();
    // A tour without a time shows only its date.
    expect(
      within(screen.getByRole('listitem', { name: 'Sintra day trip' })).getByText('Jul 5, 2026'),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Booked: Fado night' })).toBeChecked();
    expect(screen.getByText('Total of known prices: €50.00')).toBeInTheDocument();
  });

  it('says a free tour is free, not that it costs nothing in the currency', async () => {
    const free = makeTour({ _id: 'tour-free', name: 'Free walking tour', price: 0 });
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: [free] } });
    renderApp('/trips/trip-1?tab=tours');
    const card = within(await screen.findByRole('listitem', { name: 'Free walking tour' }));
    expect(card.getByText('Free')).toBeInTheDocument();
    expect(card.queryByText('€0.00')).not.toBeInTheDocument();
  });

  it('offers to add a tour when there is none', async () => {
    signedInApi({ [TRIP]: { status: 200, data: makeTrip() }, [LIST]: { status: 200, data: [] } });
    renderApp('/trips/trip-1?tab=tours');
    expect(await screen.findByText('No tours yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add tour' })).toHaveAttribute('href', '/trips/trip-1/add-tour');
  });

  it('marks a tour booked and sends the change', async () => {
    // The server keeps the change, so the list fetched afterwards has it too.
    let tours = TOURS;
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: () => ({ status: 200, data: tours }),
      'PATCH /trips/trip-1/tours/tour-1/booked': ({ body }) => {
        const { booked } = body as { booked: boolean };
        tours = tours.map((tour) => (tour._id === 'tour-1' ? { ...tour, booked } : tour));
        return { status: 200, data: tours.find((tour) => tour._id === 'tour-1') };
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=tours');
    const toggle = await screen.findByRole('switch', { name: 'Booked: Alfama walking tour' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(api.callsTo('PATCH /trips/trip-1/tours/tour-1/booked')[0]?.body).toEqual({ booked: true });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Booked: Alfama walking tour' })).toBeChecked();
  });

  it('edits a tour in a dialog', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: TOURS },
      'PUT /trips/trip-1/tours/tour-2': {
        status: 200,
        data: makeTour({ _id: 'tour-2', name: 'Fado night' }),
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=tours');
    await user.click(await screen.findByRole('button', { name: 'Edit Fado night' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit tour' }));
    expect(dialog.getByLabelText('Price (optional)')).toHaveValue('25.00');
    expect(pickerText('Time (optional)', dialog)).toBe('09:30 PM');
    fillTime('Time (optional)', '', dialog);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /trips/trip-1/tours/tour-2')[0]?.body).toEqual({
      name: 'Fado night',
      date: '2026-07-02',
      time: null,
      location: 'Largo do Chafariz de Dentro',
      lat: null,
      lon: null,
      price: '25.00',
      currency: 'EUR',
      bookingLink: 'https://tours.example/alfama',
      notes: 'Comfortable shoes.',
      booked: true,
      participants: null,
    });
  });

  it('deletes a tour after confirming', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: TOURS },
      'DELETE /trips/trip-1/tours/tour-3': { status: 204 },
    });
    const { user } = renderApp('/trips/trip-1?tab=tours');
    await user.click(await screen.findByRole('button', { name: 'Delete Sintra day trip' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Sintra day trip”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/tours/tour-3')).toHaveLength(1));
  });

  it('is read-only for a viewer', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }) },
      [LIST]: { status: 200, data: TOURS },
    });
    renderApp('/trips/trip-1?tab=tours');
    const fado = within(await screen.findByRole('listitem', { name: 'Fado night' }));
    expect(fado.getByText('Booked')).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.queryByRole('button')).not.toBeInTheDocument();
    expect(panel.queryByRole('switch')).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Add tour' })).not.toBeInTheDocument();
  });
});
