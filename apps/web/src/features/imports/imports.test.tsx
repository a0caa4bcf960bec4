import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportApplyInput, TripSummary } from '@trilha/shared';
import { apiError, type MockRequest } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { fillDate, fillDateTime, fillTime, pickerField, pickerText } from '../../test/date-fields';
import { i18n } from '../../lib/i18n/i18n';
import { makeFlight } from '../flights/flight-fixtures';
import { makeTrip, makeTripSummary, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { eml, makeImportFlight, makeImportTour, makePreview } from './import-fixtures';

const TRIP = 'GET /trips/trip-1';
const PREVIEW = 'POST /trips/trip-1/imports';
const APPLY = 'POST /trips/trip-1/imports/import-1/apply';
/** The apply answer: the flight it created, as the server presents it. */
const CREATED = { status: 201, data: { flights: [makeFlight()], bookings: [], tours: [], skipped: [] } };

function tripApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    [TRIP]: { status: 200, data: makeTrip() },
    'GET /trips/trip-1/flights': { status: 200, data: [] },
    ...routes,
  });
}

async function openImport(path = '/trips/trip-1') {
  const view = renderApp(path);
  // The first screen of a test file waits for the signed-in frame's chunk.
  await view.user.click(await screen.findByRole('button', { name: 'Import booking' }, { timeout: 12_000 }));
  const dialog = await screen.findByRole('dialog', { name: /Import a booking/ });
  return { ...view, dialog: within(dialog) };
}

const pick = async (file: File) =>
  fireEvent.change(await screen.findByTestId('import-file-input'), { target: { files: [file] } });

const applied = (request: MockRequest | undefined) => request?.body as ImportApplyInput;

beforeAll(loadTripScreen, 60_000);

describe('booking import', () => {
  it('reads a dropped mail, lets a field be corrected and a stay left out, and imports the rest', async () => {
    const api = tripApi({
      [PREVIEW]: { status: 200, data: makePreview() },
      [APPLY]: CREATED,
    });
    const { user, dialog } = await openImport();
    fireEvent.drop(screen.getByTestId('import-drop-zone'), { dataTransfer: { files: [eml()] } });

    const flight = await dialog.findByRole('group', {
      name: 'Details of TAP Air Portugal TP 88 · GRU → LIS',
    });
    expect(api.callsTo(PREVIEW)[0]?.body).toBeInstanceOf(FormData);
    expect((api.callsTo(PREVIEW)[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(
      dialog.getByText(
        'Found in tap-confirmation.eml: The file is attached to each stay and reservation you import.',
      ),
    ).toBeInTheDocument();
    const number = within(flight).getByLabelText('Flight number');
    expect(number).toHaveValue('TP 88');
    // Dates and times are the app's pickers, written the interface language's way.
    expect(pickerText('Departure (local time)', within(flight))).toBe('07/01/2026 10:05 PM');
    expect(within(flight).getByLabelText('Seat')).toHaveValue('23C');
    expect(within(flight).getByLabelText('Confirmation code')).toHaveValue('XK4P2Q');
    // Each field says how it was found.
    expect(number).toHaveAccessibleDescription('From the booking data');
    expect(within(flight).getByLabelText('Seat')).toHaveAccessibleDescription('Read from the text');

    await user.clear(number);
    await user.type(number, 'TP 89');
    expect(number).toHaveAccessibleDescription('Edited by you');

    const stay = dialog.getByRole('checkbox', { name: /Casa do Castelo/ });
    expect(stay).toBeChecked();
    expect(dialog.getByLabelText('Price')).toHaveValue('480.5');
    await user.click(stay);
    await waitFor(() =>
      expect(dialog.queryByRole('group', { name: /Details of Casa do Castelo/ })).not.toBeInTheDocument(),
    );

    await user.click(dialog.getByRole('button', { name: 'Import 1 item' }));
    expect(await screen.findByText('1 item imported into Summer in Lisbon.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = applied(api.callsTo(APPLY)[0]);
    expect(body.bookings).toEqual([]);
    expect(body.tours).toEqual([]);
    expect(body.flights).toHaveLength(1);
    expect(body.flights?.[0]).toMatchObject({
      ref: 'flight-0',
      flightNumber: 'TP89',
      departure: { airport: 'GRU', time: '2026-07-01T22:05' },
      passengers: [{ name: 'Ana Souza', seat: '23C' }],
      includeDuplicate: false,
    });
    expect(body.flights?.[0]?.provenance?.fields.flightNumber).toBe('user');
    // The trip (and with it its flights, stays and tours) is read again.
    await waitFor(() => expect(api.callsTo(TRIP).length).toBeGreaterThan(1));
    // The first screen of the file loads every lazy chunk; a busy machine needs longer than the default.
  }, 40_000);

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

  it('leaves a duplicate out unless it is ticked, and then imports it anyway', async () => {
    const api = tripApi({
      [PREVIEW]: {
        status: 200,
        data: makePreview({
          bookings: [],
          duplicates: [
            { kind: 'flight', ref: 'flight-0', existingId: 'flight-9', existingLabel: 'TP 88 · 2026-07-01' },
          ],
          warnings: [{ code: 'importer.partial', message: 'The baggage allowance could not be read.' }],
        }),
      },
      [APPLY]: CREATED,
    });
    const { user, dialog } = await openImport();
    await pick(eml());
    const flight = await dialog.findByRole('checkbox', { name: /TP 88/ });
    expect(flight).not.toBeChecked();
    expect(dialog.getByText(/Already on the trip \(TP 88 · 2026-07-01\), so it is left out/)).toBeVisible();
    expect(dialog.getByText('The baggage allowance could not be read.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Import 0 items' })).toBeDisabled();

    await user.click(flight);
    expect(dialog.getByText(/it will be added a second time/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Import 1 item' }));
    await screen.findByText('1 item imported into Summer in Lisbon.');
    expect(applied(api.callsTo(APPLY)[0]).flights?.[0]).toMatchObject({ includeDuplicate: true });
  });

  it('asks for what was not found before importing, with the forms’ own messages', async () => {
    const api = tripApi({
      [PREVIEW]: {
        status: 200,
        data: makePreview({
          flights: [makeImportFlight({ arrival: { airport: '', time: '2026-07-02T11:40' } })],
          bookings: [],
          tours: [makeImportTour({ time: null })],
        }),
      },
      [APPLY]: CREATED,
    });
    const { user, dialog } = await openImport();
    await pick(eml());
    const arrival = await dialog.findByLabelText('To (airport code)');
    expect(arrival).toHaveAccessibleDescription('Not found: fill it in');
    expect(pickerField('Time', dialog)).toHaveAccessibleDescription('Not found');

    await user.click(dialog.getByRole('button', { name: 'Import 2 items' }));
    expect(await dialog.findByText('One item has fields to fix before importing.')).toBeVisible();
    expect(arrival).toHaveAccessibleDescription('Required Field');
    expect(api.callsTo(APPLY)).toHaveLength(0);

    await user.type(arrival, 'lis');
    await user.click(dialog.getByRole('button', { name: 'Import 2 items' }));
    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(1));
    const body = applied(api.callsTo(APPLY)[0]);
    expect(body.flights?.[0]?.arrival).toEqual({ airport: 'LIS', time: '2026-07-02T11:40', terminal: '' });
    expect(body.tours?.[0]).toMatchObject({ name: 'Dinner at Taberna da Rua das Flores', time: null });
  });

  it.each([
    [
      apiError(413, 'FILE_TOO_LARGE', 'The file is too large.'),
      'This file is larger than 10 MB. Send a smaller one.',
    ],
    [
      apiError(415, 'UNSUPPORTED_FILE_TYPE', 'This type of file is not supported.'),
      "This file can't be read. Use an .eml e-mail, a PDF or an image.",
    ],
    [
      apiError(422, 'UNPROCESSABLE', 'Unreadable.'),
      "No booking could be read from this file. Try another file or paste the e-mail's text.",
    ],
  ])('says why a file was refused at the drop zone (%#)', async (reply, message) => {
    tripApi({ [PREVIEW]: reply });
    const { dialog } = await openImport();
    await pick(eml());
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    // The zone stays, to try another file.
    expect(dialog.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });

  it('says when the server cannot be reached, and refuses a file too large before sending it', async () => {
    const api = tripApi({
      [PREVIEW]: () => {
        throw new Error('Network Error');
      },
    });
    const { dialog } = await openImport();
    await pick(eml());
    expect(await dialog.findByRole('alert')).toHaveTextContent(/Could not reach the server|went wrong/);

    await pick(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This file is larger than 10 MB.');
    await pick(new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent("This file can't be read.");
    expect(api.callsTo(PREVIEW)).toHaveLength(1);
  });

  it('edits dates and times with the app’s pickers, sending them as before', async () => {
    const api = tripApi({
      [PREVIEW]: {
        status: 200,
        data: makePreview({ tours: [makeImportTour({ time: null })] }),
      },
      [APPLY]: CREATED,
    });
    const { user, dialog } = await openImport();
    await pick(eml());
    const flight = within(await dialog.findByRole('group', { name: /Details of TAP Air Portugal TP 88/ }));
    fillDateTime('Departure (local time)', '2026-07-01T21:50', flight);
    fillDate('Check-in', '2026-07-03', dialog);
    fillTime('Time', '19:30', dialog);
    expect(pickerText('Check-in', dialog)).toBe('07/03/2026');
    expect(pickerField('Check-in', dialog)).toHaveAccessibleDescription('Edited by you');
    await user.click(dialog.getByRole('button', { name: 'Import 3 items' }));
    await waitFor(() => expect(api.callsTo(APPLY)).toHaveLength(1));
    const body = applied(api.callsTo(APPLY)[0]);
    expect(body.flights?.[0]?.departure).toEqual({ airport: 'GRU', time: '2026-07-01T21:50', terminal: '' });
    expect(body.bookings?.[0]).toMatchObject({ checkIn: '2026-07-03', checkOut: '2026-07-06' });
    expect(body.tours?.[0]).toMatchObject({ time: '19:30' });
  });

  it('writes the preview’s dates the Portuguese way', async () => {
    await i18n.changeLanguage('pt');
    tripApi({ [PREVIEW]: { status: 200, data: makePreview({ tours: [makeImportTour()] }) } });
    const view = renderApp('/trips/trip-1');
    await view.user.click(
      await screen.findByRole('button', { name: 'Importar reserva' }, { timeout: 12_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await pick(eml());
    await dialog.findByRole('group', { name: /TAP Air Portugal TP 88/ });
    expect(pickerText('Partida (hora local)', dialog)).toBe('01/07/2026 22:05');
    expect(pickerText('Check-in', dialog)).toBe('02/07/2026');
    expect(pickerText('Horário', dialog)).toBe('20:30');
  });

  it('reads a pasted mail as text', async () => {
    const api = tripApi({
      [PREVIEW]: { status: 200, data: makePreview({ source: { kind: 'text', fileName: null, size: 30 } }) },
    });
    const { user, dialog } = await openImport();
    await user.click(dialog.getByRole('button', { name: "Or paste the e-mail's text" }));
    await user.type(dialog.getByLabelText('E-mail text'), 'Your booking TP 88 is confirmed');
    await user.click(dialog.getByRole('button', { name: 'Read the text' }));
    expect(
      await dialog.findByText(
        'Found in the pasted text: The pasted text is attached to each stay and reservation you import, as a .txt file.',
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
