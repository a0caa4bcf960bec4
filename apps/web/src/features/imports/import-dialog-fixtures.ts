import { fireEvent, screen, within } from '@testing-library/react';
import type { ImportApplyInput } from '@trilha/shared';
import type { MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeFlight } from '../flights/flight-fixtures';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';

/** The routes the booking import reads and writes on the Lisbon trip. */
export const TRIP = 'GET /trips/trip-1';
export const PREVIEW = 'POST /trips/trip-1/imports';
export const APPLY = 'POST /trips/trip-1/imports/import-1/apply';
/** The apply answer: the flight it created, as the server presents it. */
export const CREATED = {
  status: 201,
  data: { flights: [makeFlight()], bookings: [], tours: [], skipped: [] },
};

/** The trip with no flights yet; `routes` adds to or replaces its routes. */
export function tripApi(routes: Parameters<typeof signedInApi>[0] = {}) {
  return signedInApi({
    [TRIP]: { status: 200, data: makeTrip() },
    'GET /trips/trip-1/flights': { status: 200, data: [] },
    ...routes,
  });
}

/** Renders the app at `path` and opens the import dialog from its "Import booking" button. */
export async function openImport(path = '/trips/trip-1') {
  const view = renderApp(path);
  // The first screen of a test file waits for the signed-in frame's chunk.
  await view.user.click(await screen.findByRole('button', { name: 'Import booking' }, { timeout: 12_000 }));
  const dialog = await screen.findByRole('dialog', { name: /Import a booking/ });
  return { ...view, dialog: within(dialog) };
}

/** Chooses a file in the dialog's file input. */
export const pick = async (file: File) =>
  fireEvent.change(await screen.findByTestId('import-file-input'), { target: { files: [file] } });

/** The body of an apply request. */
export const applied = (request: MockRequest | undefined) => request?.body as ImportApplyInput;
