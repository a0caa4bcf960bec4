import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ADMIN_PERMISSIONS, makeTrip, signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';

const VIEWER_TRIP = makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS });

function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('li') as HTMLElement;
}

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('trip details', () => {
  it('shows the header, the overview facts and keeps the tab in the URL', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip() } });
    const { user, router } = renderApp('/trips/trip-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('10 days')).toBeInTheDocument();
    expect(screen.getByText('3 people')).toBeInTheDocument();
    expect(screen.getByText('Fado')).toBeInTheDocument();
    // The people are a part of the More section.
    await user.click(screen.getByRole('tab', { name: 'More' }));
    expect(router.state.location.search).toBe('?tab=users');
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByRole('list', { name: 'People on this trip' })).toBeInTheDocument();
  });

  it('says when the trip starts once, in the header, and invites the owner to add interests', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip({ interests: [] }) } });
    renderApp('/trips/trip-1');
    await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' });
    const main = screen.getByRole('main');
    const countdowns = within(main).getAllByText(/^Starts (in|today|tomorrow)/);
    expect(countdowns).toHaveLength(1);
    expect(within(main).queryByText('—')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'edit the trip' })).toHaveAttribute('href', '/plan-trip/trip-1');
  });

  it("keeps the trip's actions in its header on every tab", async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/flights': { status: 200, data: [] },
    });
    renderApp('/trips/trip-1?tab=flights');
    expect(await screen.findByRole('link', { name: 'Edit trip' })).toHaveAttribute(
      'href',
      '/plan-trip/trip-1',
    );
    expect(screen.getByRole('button', { name: 'Share trip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete trip' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tells a viewer plainly that the trip has no interests', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: { ...VIEWER_TRIP, interests: [] } } });
    renderApp('/trips/trip-1');
    expect(await screen.findByText('No interests chosen for this trip.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'edit the trip' })).not.toBeInTheDocument();
  });

  it('hides edit, delete and share controls from a viewer, who may leave', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: VIEWER_TRIP },
      'DELETE /trips/trip-1/shares/user-1': { status: 204 },
      'GET /trips': { status: 200, data: [] },
    });
    const { user, router } = renderApp('/trips/trip-1?tab=details');
    expect(await screen.findByText('Book the tram tour.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete trip' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(await screen.findByText('Carla Dias')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share trip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this trip?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.callsTo('DELETE /trips/trip-1/shares/user-1')).toHaveLength(1);
  });

  it('lets the owner edit, and delete only after confirming', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'DELETE /trips/trip-1': { status: 204 },
      'GET /trips': { status: 200, data: [] },
    });
    const { user, router } = renderApp('/trips/trip-1?tab=details');
    expect(await screen.findByRole('link', { name: 'Edit trip' })).toHaveAttribute(
      'href',
      '/plan-trip/trip-1',
    );
    await user.click(screen.getByRole('button', { name: 'Delete trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this trip?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /trips/trip-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete trip' }));
    await user.click(await screen.findByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.callsTo('DELETE /trips/trip-1')).toHaveLength(1);
  });

  it('gives the owner controls on every share but their own', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip() } });
    renderApp('/trips/trip-1?tab=users');
    expect(await screen.findByRole('button', { name: 'Share trip' })).toBeInTheDocument();
    expect(within(rowOf('Ana Souza')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Ana Souza')).getByText('Owner')).toBeInTheDocument();
    expect(
      within(rowOf('Carla Dias')).getByRole('button', { name: 'Remove Carla Dias' }),
    ).toBeInTheDocument();
    expect(
      within(rowOf('Davi Lima')).getByRole('combobox', { name: 'Access of Davi Lima' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave trip' })).not.toBeInTheDocument();
  });

  it("leaves an admin's share alone for another admin", async () => {
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({ myRole: 'admin', permissions: ADMIN_PERMISSIONS }),
      },
    });
    renderApp('/trips/trip-1?tab=users');
    expect(await screen.findByRole('button', { name: 'Share trip' })).toBeInTheDocument();
    expect(within(rowOf('Carla Dias')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Davi Lima')).getByRole('button', { name: 'Remove Davi Lima' })).toBeInTheDocument();
  });

  it('says the trip is not there when the server does not show it', async () => {
    signedInApi({ 'GET /trips/trip-x': apiError(404, 'TRIP_NOT_FOUND', 'Trip not found.') });
    renderApp('/trips/trip-x');
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my trips' })).toHaveAttribute('href', '/trips');
  });
});
