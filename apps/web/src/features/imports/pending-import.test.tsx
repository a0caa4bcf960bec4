import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PendingImport, TripSummary } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { makeBooking } from '../bookings/booking-fixtures';
import { makeFlight } from '../flights/flight-fixtures';
import { makeTripSummary, signedInApi } from '../trips/trip-fixtures';
import { makeNotification } from '../notifications/notification-fixtures';
import { makePreview } from './import-fixtures';

vi.mock('eventsource-client', () => import('../notifications/stream-fixtures'));

const ADDRESS = 'import+0123456789abcdef0123456789abcdef@in.trilha.example';
const NEW_ADDRESS = 'import+fedcba9876543210fedcba9876543210@in.trilha.example';

function summary(id: string, title: string, startDate: string, endDate: string): TripSummary {
  return makeTripSummary({ _id: id, title, startDate, endDate });
}
const TRIPS = [
  summary('trip-2', 'Weekend in Porto', '2026-05-01', '2026-05-03'),
  summary('trip-1', 'Summer in Lisbon', '2026-07-01', '2026-07-10'),
];

const pending = (overrides: Partial<PendingImport> = {}): PendingImport => ({
  _id: 'mail-1',
  tripId: 'trip-1',
  subject: 'Your TAP booking confirmation',
  receivedAt: '2026-06-01T10:00:00.000Z',
  appliedAt: null,
  preview: makePreview({ _id: 'mail-1' }),
  ...overrides,
});

const NOTICE = makeNotification({
  _id: 'n-mail',
  kind: 'mail-import',
  title: 'Booking received by e-mail: TP 88 GRU–LIS',
  message: 'Review it and import it into “Summer in Lisbon”.',
  link: '/imports/mail-1',
});

describe('personal import address', () => {
  it('shows the address in the import dialog, copies it and replaces it after confirming', async () => {
    const api = signedInApi({
      'GET /trips': { status: 200, data: TRIPS },
      'GET /imports/address': { status: 200, data: { address: ADDRESS } },
      'POST /imports/address': { status: 200, data: { address: NEW_ADDRESS } },
    });
    const { user } = renderApp('/trips');
    await user.click(await screen.findByRole('button', { name: 'Import booking' }, { timeout: 12_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import a booking' }));
    const field = await dialog.findByRole('textbox', { name: 'Your import address' });
    expect(field).toHaveValue(ADDRESS);
    expect(field).toHaveAttribute('readonly');

    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByText('Address copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);

    await user.click(dialog.getByRole('button', { name: 'New address' }));
    expect(dialog.getByText('Your current address will stop working. Make a new one?')).toBeVisible();
    expect(api.callsTo('POST /imports/address')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Make new address' }));
    await waitFor(() => expect(field).toHaveValue(NEW_ADDRESS));
    expect(api.callsTo('POST /imports/address')).toHaveLength(1);
    expect(dialog.getByText('New address ready. The old one no longer works.')).toBeInTheDocument();
  });

  it('shows no address when the server receives no mail', async () => {
    signedInApi({
      'GET /trips': { status: 200, data: TRIPS },
      'GET /imports/address': { status: 200, data: { address: null } },
    });
    const { user } = renderApp('/trips');
    await user.click(await screen.findByRole('button', { name: 'Import booking' }, { timeout: 12_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import a booking' }));
    await dialog.findByText('Drop a confirmation e-mail, PDF or photo here');
    expect(dialog.queryByRole('textbox', { name: 'Your import address' })).not.toBeInTheDocument();
  });
});

describe('a booking mail received at the import address', () => {
  it('opens from its notification as the editable preview on the matched trip, and imports', async () => {
    const api = signedInApi({
      'GET /notifications': { status: 200, data: [NOTICE] },
      'GET /notifications/unread': { status: 200, data: [NOTICE] },
      'POST /notifications/n-mail/read': { status: 200, data: { ...NOTICE, isRead: true } },
      'GET /trips': { status: 200, data: TRIPS },
      'GET /imports/mail-1': { status: 200, data: pending() },
      'POST /trips/trip-1/imports/mail-1/apply': {
        status: 201,
        data: { flights: [makeFlight()], bookings: [makeBooking()], tours: [], skipped: [] },
      },
    });
    const { user } = renderApp('/notifications');
    const card = await screen.findByRole('article', { name: NOTICE.title }, { timeout: 12_000 });
    await user.click(within(card).getByRole('link', { name: `Open “${NOTICE.title}”` }));

    const dialog = within(await screen.findByRole('dialog', { name: /Booking received by e-mail/ }));
    expect(await dialog.findByText('Your TAP booking confirmation')).toBeInTheDocument();
    expect(await dialog.findByRole('combobox', { name: 'Trip' })).toHaveTextContent('Summer in Lisbon');
    expect(dialog.getByText(/Chosen from the booking's dates and destination/)).toBeVisible();
    const flight = await dialog.findByRole('group', { name: /Details of TAP Air Portugal TP 88/ });
    expect(within(flight).getByLabelText('Flight number')).toHaveValue('TP 88');
    expect(dialog.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Import 2 items' }));
    expect(await screen.findByText('2 items imported into Summer in Lisbon.')).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/imports/mail-1/apply')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Open trip' })).toBeInTheDocument();
  });

  it('asks for the trip when none matched, and shows the preview on the one picked', async () => {
    const api = signedInApi({
      'GET /trips': { status: 200, data: TRIPS },
      'GET /imports/mail-1': { status: 200, data: pending({ tripId: null }) },
      'PUT /imports/mail-1/trip': { status: 200, data: pending({ tripId: 'trip-2' }) },
    });
    const { user } = renderApp('/imports/mail-1');
    const dialog = within(
      await screen.findByRole('dialog', { name: /Booking received by e-mail/ }, { timeout: 12_000 }),
    );
    expect(
      await dialog.findByText(/No trip matched this booking’s dates and destination/),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('group', { name: /Details of/ })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Trip' }));
    await user.click(await screen.findByRole('option', { name: /Weekend in Porto/ }));
    await dialog.findByRole('group', { name: /Details of TAP Air Portugal/ });
    expect(api.callsTo('PUT /imports/mail-1/trip')[0]?.body).toEqual({ tripId: 'trip-2' });
    expect(dialog.getByRole('combobox', { name: 'Trip' })).toHaveTextContent('Weekend in Porto');
  });

  it('says so when nothing was read from the mail', async () => {
    signedInApi({
      'GET /trips': { status: 200, data: TRIPS },
      'GET /imports/mail-1': {
        status: 200,
        data: pending({ tripId: null, preview: makePreview({ flights: [], bookings: [], tours: [] }) }),
      },
    });
    const { user } = renderApp('/imports/mail-1');
    const dialog = within(
      await screen.findByRole('dialog', { name: /Booking received by e-mail/ }, { timeout: 12_000 }),
    );
    expect(await dialog.findByText(/No booking could be read from this e-mail/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
