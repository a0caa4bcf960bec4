import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TripSummary } from '@trilha/shared';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeFlight } from '../flights/flight-fixtures';
import { makeTrip, makeTripSummary, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { APPLY, CREATED, openImport, pick, PREVIEW, TRIP, tripApi } from './import-dialog-fixtures';
import { eml, makePreview } from './import-fixtures';

beforeAll(loadTripScreen, 60_000);

describe('booking import', () => {
  it('imports from an empty tab, which then shows the flight, and says so', async () => {
    let flights: unknown[] = [];
    tripApi({
      'GET /trips/trip-1/flights': () => ({ status: 200, data: flights }),
      [PREVIEW]: { status: 200, data: makePreview({ bookings: [] }) },
      [APPLY]: () => {
        flights = [makeFlight()];
        return CREATED;
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    const tab = within(await screen.findByRole('tabpanel', {}, { timeout: 12_000 }));
    await user.click(await tab.findByRole('button', { name: 'Import booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Import a booking/ }));
    await pick(eml());
    await user.click(await dialog.findByRole('button', { name: 'Import 1 item' }));
    // The empty tab and its button give way to the list; the dialog closes and the notice stays.
    expect(await screen.findByRole('list', { name: 'Flights of the trip' })).toBeInTheDocument();
    expect(screen.getByText('1 item imported into Summer in Lisbon.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads a pasted mail as text', async () => {
    const api = tripApi({
      [PREVIEW]: { status: 200, data: makePreview({ source: { kind: 'text', fileName: null, size: 30 } }) },
    });
    const { user, dialog } = await openImport();
    await user.click(dialog.getByRole('button', { name: "Or paste the e-mail's text" }));
    await user.type(dialog.getByLabelText('E-mail text'), 'Your booking TP 88 is confirmed');
    await user.click(dialog.getByRole('button', { name: 'Read the text' }));
    // Where it was found labels what follows; what is kept of the text is a sentence of its own.
    expect(await dialog.findByText('Found in the pasted text:')).toBeVisible();
    expect(
      dialog.getByText(
        'The pasted text is attached to each stay and reservation you import, as a .txt file.',
      ),
    ).toBeVisible();
    expect(api.callsTo(PREVIEW)[0]?.body).toEqual({ text: 'Your booking TP 88 is confirmed' });
  });

  it('offers the import on empty flights, stays and tours tabs, but not to a viewer', async () => {
    tripApi({
      'GET /trips/trip-1/bookings': { status: 200, data: [] },
      'GET /trips/trip-1/tours': { status: 200, data: [] },
    });
    const { router } = renderApp('/trips/trip-1?tab=flights');
    expect(await screen.findByText('No flights yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Import booking' })).toHaveLength(2);
    await router.navigate('/trips/trip-1?tab=bookings');
    await screen.findByText('No lodging yet');
    expect(screen.getAllByRole('button', { name: 'Import booking' })).toHaveLength(2);
    await router.navigate('/trips/trip-1?tab=tours');
    await screen.findByText('No tours yet');
    expect(screen.getAllByRole('button', { name: 'Import booking' })).toHaveLength(2);
  });

  it('is not offered to a viewer', async () => {
    tripApi({
      [TRIP]: { status: 200, data: makeTrip({ permissions: VIEWER_PERMISSIONS, myRole: 'viewer' }) },
    });
    renderApp('/trips/trip-1?tab=flights');
    await screen.findByText('No flights yet');
    expect(screen.queryByRole('button', { name: 'Import booking' })).not.toBeInTheDocument();
  });
});

describe('booking import from the trip list', () => {
  const summary = (
    id: string,
    title: string,
    startDate: string,
    endDate: string,
    name: string,
  ): TripSummary => {
    const trip = makeTripSummary({ _id: id, title, startDate, endDate });
    return { ...trip, destination: { ...trip.destination, name } };
  };
  const TRIPS = [
    summary('trip-2', 'Weekend in Porto', '2026-05-01', '2026-05-03', 'Porto'),
    summary('trip-1', 'Summer in Lisbon', '2026-07-01', '2026-07-10', 'Lisbon'),
  ];

  it('proposes the trip the booking’s dates fall in, and imports there', async () => {
    const api = signedInApi({
      'GET /trips': { status: 200, data: TRIPS },
      'POST /trips/trip-2/imports': { status: 200, data: makePreview({ _id: 'import-0' }) },
      [PREVIEW]: { status: 200, data: makePreview() },
      [APPLY]: CREATED,
    });
    const { user } = renderApp('/trips');
    await user.click(await screen.findByRole('button', { name: 'Import booking' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import a booking' }));
    // Before anything is read, the next trip; once the booking's dates are known, the trip they fall in.
    expect(await dialog.findByRole('combobox', { name: 'Trip' })).toHaveTextContent('Weekend in Porto');
    await pick(eml());
    await dialog.findByRole('group', { name: /Details of TAP Air Portugal/ });
    expect(dialog.getByRole('combobox', { name: 'Trip' })).toHaveTextContent('Summer in Lisbon');
    expect(dialog.getByText(/Chosen from the booking's dates and destination/)).toBeVisible();
    expect(api.callsTo('POST /trips/trip-2/imports')).toHaveLength(1);
    expect(api.callsTo(PREVIEW)).toHaveLength(1);

    await user.click(dialog.getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('1 item imported into Summer in Lisbon.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open trip' })).toBeInTheDocument();
  });
});
