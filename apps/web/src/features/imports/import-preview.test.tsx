import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadTripScreen } from '../../test/render-app';
import { pickerField, pickerText } from '../../test/date-fields';
import { APPLY, applied, CREATED, openImport, pick, PREVIEW, TRIP, tripApi } from './import-dialog-fixtures';
import { eml, makeImportFlight, makeImportTour, makePreview } from './import-fixtures';

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
    expect(dialog.getByText('Found in tap-confirmation.eml:')).toBeInTheDocument();
    expect(
      dialog.getByText('The file is attached to each stay and reservation you import.'),
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
});
