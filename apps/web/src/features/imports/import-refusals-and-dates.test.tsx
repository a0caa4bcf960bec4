import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { fillDate, fillDateTime, fillTime, pickerField, pickerText } from '../../test/date-fields';
import { i18n } from '../../lib/i18n/i18n';
import { APPLY, applied, CREATED, openImport, pick, PREVIEW, tripApi } from './import-dialog-fixtures';
import { eml, makeImportTour, makePreview } from './import-fixtures';

beforeAll(loadTripScreen, 60_000);

describe('booking import', () => {
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
});
