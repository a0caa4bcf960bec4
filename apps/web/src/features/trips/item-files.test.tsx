import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ItemFile } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';
import { makeBooking } from '../bookings/booking-fixtures';
import { makeTour } from '../tours/tour-fixtures';

const TRIP = 'GET /trips/trip-1';
const STAYS = 'GET /trips/trip-1/bookings';
const TOURS = 'GET /trips/trip-1/tours';

const MAIL: ItemFile = {
  _id: 'file-1',
  fileName: 'Reserva Alfama.eml',
  size: 20_480,
  contentType: 'message/rfc822',
};
const VOUCHER: ItemFile = {
  _id: 'file-2',
  fileName: 'voucher.pdf',
  size: 2 * 1024 * 1024,
  contentType: 'application/pdf',
};

function staysApi(extra: Record<string, unknown> = {}, trip = makeTrip()) {
  return signedInApi({
    [TRIP]: { status: 200, data: trip },
    [STAYS]: { status: 200, data: [makeBooking({ files: [MAIL, VOUCHER] })] },
    ...extra,
  } as Parameters<typeof signedInApi>[0]);
}

afterEach(() => vi.restoreAllMocks());

beforeAll(loadTripScreen, 60_000);

describe('files on a stay', () => {
  it('lists each file with its size, and a writer can attach another', async () => {
    staysApi();
    renderApp('/trips/trip-1?tab=bookings');
    // The first test also waits for the tab's chunk and the files' texts.
    const list = await screen.findByRole('list', { name: 'Files of Hotel Alfama' }, { timeout: 15_000 });
    const files = within(list).getAllByRole('listitem');
    expect(files.map((file) => file.textContent)).toEqual(['Reserva Alfama.eml20 KB', 'voucher.pdf2 MB']);
    expect(within(list).getByRole('button', { name: 'Remove Reserva Alfama.eml' })).toBeInTheDocument();
    expect(screen.getByLabelText('Attach a file to Hotel Alfama')).toHaveAttribute(
      'accept',
      expect.stringContaining('.eml') as string,
    );
  }, 30_000);

  it('lets a viewer download but not attach or remove', async () => {
    staysApi({}, makeTrip({ permissions: VIEWER_PERMISSIONS }));
    renderApp('/trips/trip-1?tab=bookings');
    const list = await screen.findByRole('list', { name: 'Files of Hotel Alfama' });
    expect(within(list).getByRole('button', { name: 'Download voucher.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a file to Hotel Alfama')).not.toBeInTheDocument();
  });

  it('shows nothing about files to a viewer when there are none', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip({ permissions: VIEWER_PERMISSIONS }) },
      [STAYS]: { status: 200, data: [makeBooking()] },
    });
    renderApp('/trips/trip-1?tab=bookings');
    await screen.findByRole('listitem', { name: 'Hotel Alfama' });
    expect(screen.queryByText('Files')).not.toBeInTheDocument();
  });

  it('downloads a mail through the API client under its own name, as a file', async () => {
    const api = staysApi({
      'GET /trips/trip-1/bookings/booking-1/files/file-1': {
        status: 200,
        data: new Blob(['From: hotel'], { type: 'message/rfc822' }),
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:mail');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderApp('/trips/trip-1?tab=bookings');
    await user.click(await screen.findByRole('button', { name: 'Download Reserva Alfama.eml' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(names).toEqual(['Reserva Alfama.eml']);
    expect(
      api.callsTo('GET /trips/trip-1/bookings/booking-1/files/file-1')[0]?.headers.Authorization,
    ).toMatch(/^Bearer /);
  });

  it('refuses a type the server does not keep, or a file over 10 MB, before sending it', async () => {
    const api = staysApi();
    renderApp('/trips/trip-1?tab=bookings');
    const input = await screen.findByLabelText('Attach a file to Hotel Alfama');
    fireEvent.change(input, {
      target: { files: [new File(['PK'], 'photos.zip', { type: 'application/zip' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attach a PDF, a photo (JPEG, PNG or WebP), an e-mail (.eml) or a text file (.txt).',
    );
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('A file can be at most 10 MB.')).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/bookings/booking-1/files')).toHaveLength(0);
  });

  it('uploads the chosen file as the multipart field "file" and reads the list again', async () => {
    const api = staysApi({
      'POST /trips/trip-1/bookings/booking-1/files': { status: 201, data: makeBooking() },
    });
    const { user } = renderApp('/trips/trip-1?tab=bookings');
    const file = new File(['%PDF-1.7'], 'taxi.pdf', { type: 'application/pdf' });
    await user.upload(await screen.findByLabelText('Attach a file to Hotel Alfama'), file);
    await waitFor(() => expect(api.callsTo('POST /trips/trip-1/bookings/booking-1/files')).toHaveLength(1));
    expect(
      (api.callsTo('POST /trips/trip-1/bookings/booking-1/files')[0]?.body as FormData).get('file'),
    ).toBe(file);
    await waitFor(() => expect(api.callsTo(STAYS).length).toBeGreaterThan(1));
  });

  it("shows the server's message when it refuses the file", async () => {
    staysApi({
      'POST /trips/trip-1/bookings/booking-1/files': apiError(
        409,
        'TOO_MANY_FILES',
        'This item already has as many files as it can keep (10). Remove one first.',
      ),
    });
    const { user } = renderApp('/trips/trip-1?tab=bookings');
    await user.upload(
      await screen.findByLabelText('Attach a file to Hotel Alfama'),
      new File(['%PDF-1.7'], 'one-more.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText('This item already has as many files as it can keep (10). Remove one first.'),
    ).toBeInTheDocument();
  });

  it('removes a file after confirming', async () => {
    const api = staysApi({ 'DELETE /trips/trip-1/bookings/booking-1/files/file-2': { status: 204 } });
    const { user } = renderApp('/trips/trip-1?tab=bookings');
    await user.click(await screen.findByRole('button', { name: 'Remove voucher.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this file?' });
    expect(dialog).toHaveTextContent('voucher.pdf will be deleted from the trip. The booking itself stays.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE /trips/trip-1/bookings/booking-1/files/file-2')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('files on a tour', () => {
  it('lists the tour’s voucher and uploads to the tour’s files', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [TOURS]: { status: 200, data: [makeTour({ files: [VOUCHER] })] },
      'POST /trips/trip-1/tours/tour-1/files': { status: 201, data: makeTour() },
    });
    const { user } = renderApp('/trips/trip-1?tab=tours');
    const list = await screen.findByRole('list', { name: 'Files of Alfama walking tour' });
    expect(within(list).getByRole('button', { name: 'Download voucher.pdf' })).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Attach a file to Alfama walking tour'),
      new File(['From: x'], 'booking.eml', { type: '' }),
    );
    await waitFor(() => expect(api.callsTo('POST /trips/trip-1/tours/tour-1/files')).toHaveLength(1));
  });
});

describe('files in the editors', () => {
  it('shows the stay’s files under its edit form', async () => {
    staysApi();
    renderApp('/trips/trip-1/booking/booking-1/edit');
    const list = await screen.findByRole('list', { name: 'Files of Hotel Alfama' }, { timeout: 15_000 });
    expect(within(list).getByRole('button', { name: 'Download Reserva Alfama.eml' })).toBeInTheDocument();
    expect(screen.getByLabelText('Attach a file to Hotel Alfama')).toBeInTheDocument();
  }, 30_000);

  it('shows the tour’s files in its edit dialog', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [TOURS]: { status: 200, data: [makeTour({ files: [VOUCHER] })] },
    });
    const { user } = renderApp('/trips/trip-1?tab=tours');
    await user.click(
      await screen.findByRole('button', { name: 'Edit Alfama walking tour' }, { timeout: 15_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Remove voucher.pdf' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Attach a file to Alfama walking tour')).toBeInTheDocument();
  }, 30_000);
});
