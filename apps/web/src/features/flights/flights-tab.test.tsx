import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../lib/i18n/i18n';
import { apiError, TEST_CONFIG } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { makeFlight, SHORT_HOP } from './flight-fixtures';

const FLIGHTS = 'GET /trips/trip-1/flights';

function flightsApi(routes: Parameters<typeof signedInApi>[0] = {}, trip = makeTrip()) {
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: trip },
    [FLIGHTS]: { status: 200, data: [SHORT_HOP, makeFlight()] },
    ...routes,
  });
}

const pdf = (name = 'ticket.pdf', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

// jsdom has no object URLs; the download test lends some and they go back afterwards.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('flights tab', () => {
  it('shows each flight with its local times, duration, next-day mark and status', async () => {
    flightsApi();
    renderApp('/trips/trip-1?tab=flights');
    const card = await screen.findByRole('listitem', { name: 'TAP Air Portugal · TP 83' });
    // Flights come in take-off order, whatever order the server sent.
    const cards = within(screen.getByRole('list', { name: 'Flights of the trip' })).getAllByRole('listitem');
    expect(cards.map((item) => item.getAttribute('aria-label'))).toEqual([
      'TAP Air Portugal · TP 83',
      'TAP Air Portugal · TP 1943',
    ]);
    const departure = within(card).getByRole('region', { name: 'Departure' });
    // 23:30 at Lisbon as entered, not turned into the browser's zone (22:30 UTC).
    expect(within(departure).getByText('23:30')).toBeInTheDocument();
    expect(within(departure).getByText('LIS')).toBeInTheDocument();
    expect(within(departure).getByText('Lisbon Portela Airport')).toBeInTheDocument();
    expect(within(departure).getByText('Wed, Jul 1, 2026')).toBeInTheDocument();
    expect(within(departure).getByText('Terminal 1')).toBeInTheDocument();
    const arrival = within(card).getByRole('region', { name: 'Arrival' });
    expect(arrival).toHaveTextContent('06:35');
    expect(within(arrival).getByText('+1')).toBeInTheDocument();
    expect(within(arrival).getByText('lands 1 day later')).toBeInTheDocument();
    expect(within(arrival).getByText('Thu, Jul 2, 2026')).toBeInTheDocument();
    expect(within(arrival).getByText('Terminal 3')).toBeInTheDocument();
    expect(within(card).getByText('11 h 05 min')).toBeInTheDocument();
    expect(within(card).getByText('XK7P2Q')).toBeInTheDocument();
    expect(within(card).getByText(/Ana Souza · seat 12A/)).toBeInTheDocument();
    expect(within(card).getByText(/Bruno Souza/)).toBeInTheDocument();
    expect(within(card).getByText('Checked bag · 2 × 23 kg')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Status of TP 83: Scheduled. Change status' }),
    ).toHaveAttribute('data-status', 'scheduled');
    const hop = screen.getByRole('listitem', { name: 'TAP Air Portugal · TP 1943' });
    expect(within(hop).getByText('55 min')).toBeInTheDocument();
    expect(within(hop).queryByText('+1')).not.toBeInTheDocument();
    expect(within(hop).getByText('Landed')).toBeInTheDocument();
  });

  it('translates the card into Portuguese', async () => {
    flightsApi();
    renderApp('/trips/trip-1?tab=flights');
    await screen.findByRole('listitem', { name: 'TAP Air Portugal · TP 83' });
    await act(() => i18n.changeLanguage('pt'));
    const card = await screen.findByRole('listitem', { name: 'TAP Air Portugal · TP 83' });
    expect(within(card).getByText('Programado')).toBeInTheDocument();
    expect(within(card).getByText('Bagagem despachada · 2 × 23 kg')).toBeInTheDocument();
    expect(within(card).getByText('chega 1 dia depois')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Partida' })).toHaveTextContent('23:30');
    expect(within(card).getByText('quarta, 1 de jul de 2026')).toBeInTheDocument();
  });

  it('offers writers an empty state with a way to add the first flight', async () => {
    flightsApi({ [FLIGHTS]: { status: 200, data: [] } });
    const { user, router } = renderApp('/trips/trip-1?tab=flights');
    expect(await screen.findByText('No flights yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add flight' }));
    expect(router.state.location.pathname).toBe('/trips/trip-1/add-flight');
  });

  it('shows a translated message when the flights cannot be loaded', async () => {
    flightsApi({ [FLIGHTS]: apiError(500, 'INTERNAL_ERROR', 'boom') });
    renderApp('/trips/trip-1?tab=flights');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });

  it('is read-only for a viewer, who can still download the ticket', async () => {
    flightsApi({}, makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }));
    renderApp('/trips/trip-1?tab=flights');
    const card = await screen.findByRole('listitem', { name: 'TAP Air Portugal · TP 83' });
    const panel = screen.getByRole('tabpanel');
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();
    expect(within(card).getByText('No ticket attached.')).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['tp1943-boarding.pdf240 KB']);
    expect(within(panel).queryByLabelText(/Ticket PDF for/)).not.toBeInTheDocument();
  });

  it('tells a viewer there are no flights, with no button', async () => {
    flightsApi({ [FLIGHTS]: { status: 200, data: [] } }, makeTrip({ permissions: VIEWER_PERMISSIONS }));
    renderApp('/trips/trip-1?tab=flights');
    expect(await screen.findByText('No flights have been added to this trip.')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the edit form and deletes a flight after confirming', async () => {
    const api = flightsApi({ 'DELETE /trips/trip-1/flights/flight-1': { status: 204 } });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    expect(await screen.findByRole('link', { name: 'Edit flight TP 83' })).toHaveAttribute(
      'href',
      '/trips/trip-1/edit-flight/flight-1',
    );
    await user.click(screen.getByRole('button', { name: 'Delete flight TP 83' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete flight TP 83?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/flights/flight-1')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo(FLIGHTS).length).toBeGreaterThan(1));
  });

  it('sets the status by hand, sending only the status', async () => {
    const api = flightsApi({
      'PUT /trips/trip-1/flights/flight-1': { status: 200, data: makeFlight({ status: 'cancelled' }) },
    });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    await user.click(
      await screen.findByRole('button', { name: 'Status of TP 83: Scheduled. Change status' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelled' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /trips/trip-1/flights/flight-1')[0]?.body).toEqual({ status: 'cancelled' }),
    );
  });

  it('refreshes the status only when the server has a status service, and shows its refusal', async () => {
    const api = flightsApi({
      'GET /config': { status: 200, data: { ...TEST_CONFIG, flightStatus: true } },
      'POST /trips/trip-1/flights/flight-1/refresh-status': apiError(
        404,
        'FLIGHT_STATUS_NOT_FOUND',
        'O serviço não conhece este voo.',
      ),
    });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    await user.click(await screen.findByRole('button', { name: 'Refresh the status of TP 83' }));
    const card = screen.getByRole('listitem', { name: 'TAP Air Portugal · TP 83' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('O serviço não conhece este voo.');
    expect(api.callsTo('POST /trips/trip-1/flights/flight-1/refresh-status')).toHaveLength(1);
  });

  it('has no refresh button when no status service is configured', async () => {
    flightsApi();
    renderApp('/trips/trip-1?tab=flights');
    await screen.findByRole('listitem', { name: 'TAP Air Portugal · TP 83' });
    expect(screen.queryByRole('button', { name: /Refresh the status/ })).not.toBeInTheDocument();
  });
});

describe('flight tickets', () => {
  it('refuses a file that is not a PDF before sending it', async () => {
    const api = flightsApi();
    renderApp('/trips/trip-1?tab=flights');
    const input = await screen.findByLabelText('Ticket PDF for TP 83');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    const card = screen.getByRole('listitem', { name: 'TAP Air Portugal · TP 83' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The ticket must be a PDF file.');
    expect(api.callsTo('PUT /trips/trip-1/flights/flight-1/ticket')).toHaveLength(0);
  });

  it('refuses a PDF over 10 MB before sending it', async () => {
    const api = flightsApi();
    renderApp('/trips/trip-1?tab=flights');
    const input = await screen.findByLabelText('Ticket PDF for TP 83');
    fireEvent.change(input, { target: { files: [pdf('big.pdf', 10 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('The ticket can be at most 10 MB.')).toBeInTheDocument();
    expect(api.callsTo('PUT /trips/trip-1/flights/flight-1/ticket')).toHaveLength(0);
  });

  it('uploads a PDF as the multipart field "file"', async () => {
    const api = flightsApi({
      'PUT /trips/trip-1/flights/flight-1/ticket': {
        status: 200,
        data: makeFlight({ ticket: { fileName: 'ticket.pdf', size: 1024 } }),
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    const file = pdf();
    await user.upload(await screen.findByLabelText('Ticket PDF for TP 83'), file);
    await waitFor(() => expect(api.callsTo('PUT /trips/trip-1/flights/flight-1/ticket')).toHaveLength(1));
    const body = api.callsTo('PUT /trips/trip-1/flights/flight-1/ticket')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBe(file);
  });

  it("shows the server's message when it refuses the ticket", async () => {
    flightsApi({
      'PUT /trips/trip-1/flights/flight-1/ticket': apiError(
        415,
        'UNSUPPORTED_FILE_TYPE',
        'This file is not a real PDF.',
      ),
    });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    await user.upload(await screen.findByLabelText('Ticket PDF for TP 83'), pdf());
    expect(await screen.findByText('This file is not a real PDF.')).toBeInTheDocument();
  });

  it('downloads the ticket through the API client under its file name', async () => {
    const api = flightsApi({
      'GET /trips/trip-1/flights/flight-2/ticket': {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      },
    });
    const createObjectURL = vi.fn(() => 'blob:ticket');
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('tp1943-boarding.pdf');
      expect(this.getAttribute('href')).toBe('blob:ticket');
    });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    await user.click(await screen.findByRole('button', { name: 'Download the ticket tp1943-boarding.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /trips/trip-1/flights/flight-2/ticket')[0]?.headers.Authorization).toMatch(
      /^Bearer /,
    );
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('removes the ticket after confirming', async () => {
    const api = flightsApi({ 'DELETE /trips/trip-1/flights/flight-2/ticket': { status: 204 } });
    const { user } = renderApp('/trips/trip-1?tab=flights');
    await user.click(await screen.findByRole('button', { name: 'Remove the ticket of TP 1943' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the ticket?' });
    expect(confirm).toHaveTextContent('tp1943-boarding.pdf');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/flights/flight-2/ticket')).toHaveLength(1));
  });
});

describe('flights page', () => {
  it('lists the flights under a header with a way back to the trip', async () => {
    flightsApi();
    renderApp('/trips/trip-1/flight');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flights' })).toBeInTheDocument();
    expect(screen.getByText('Summer in Lisbon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=flights',
    );
    expect(screen.getAllByRole('link', { name: 'Add flight' })).toHaveLength(1);
    expect(await screen.findByRole('listitem', { name: 'TAP Air Portugal · TP 83' })).toBeInTheDocument();
  });
});
