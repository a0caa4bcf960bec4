import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Participant } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { LIST, makeBooking, TRIP } from './booking-fixtures';

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

const PEOPLE: Participant[] = [
  { _id: 'p-ana', name: 'Ana Souza', kind: 'user', userId: 'user-1' },
  { _id: 'p-carla', name: 'Carla', kind: 'guest', userId: null },
];
const PEOPLE_URL = 'GET /trips/trip-1/participants';

const whoGoes = () => screen.findByRole('group', { name: 'Who goes' });

describe('who goes on a stay', () => {
  it('is everyone by default, and a chosen person is sent as the stay’s participants', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: [] },
      [PEOPLE_URL]: { status: 200, data: PEOPLE },
      'POST /trips/trip-1/bookings': { status: 201, data: makeBooking({ _id: 'booking-9' }) },
    });
    const { user, router } = renderApp('/trips/trip-1/add-booking');
    await user.type(await screen.findByLabelText('Accommodation', { exact: false }), 'Casa do Largo');
    const field = await whoGoes();
    expect(within(field).getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(field).getByRole('button', { name: 'Carla' }));
    expect(within(field).getByRole('button', { name: 'Carla' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(field).getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Add lodging' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bookings'));
    expect(api.callsTo('POST /trips/trip-1/bookings')[0]?.body).toMatchObject({
      accommodationName: 'Casa do Largo',
      participants: ['p-carla'],
    });
  }, 30_000);

  it('starts from the stay’s people and goes back to everyone', async () => {
    const stay = makeBooking({ participants: ['p-carla'] });
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: [stay] },
      [PEOPLE_URL]: { status: 200, data: PEOPLE },
      'PUT /trips/trip-1/bookings/booking-1': { status: 200, data: makeBooking() },
    });
    const { user, router } = renderApp('/trips/trip-1/booking/booking-1/edit');
    const field = await whoGoes();
    expect(within(field).getByRole('button', { name: 'Carla' })).toHaveAttribute('aria-pressed', 'true');
    // Leaving nobody chosen is everyone again.
    await user.click(within(field).getByRole('button', { name: 'Carla' }));
    expect(within(field).getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=bookings'));
    expect(api.callsTo('PUT /trips/trip-1/bookings/booking-1')[0]?.body).toMatchObject({
      participants: null,
    });
  }, 30_000);

  it('shows who goes on the stay’s card when not everyone', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: {
        status: 200,
        data: [makeBooking({ participants: ['p-ana', 'p-carla'] }), makeBooking({ _id: 'booking-2' })],
      },
      [PEOPLE_URL]: { status: 200, data: PEOPLE },
    });
    renderApp('/trips/trip-1?tab=bookings');
    expect(await screen.findByRole('img', { name: 'Who goes: Ana Souza, Carla' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Who goes/ })).toHaveLength(1);
  }, 30_000);

  it('asks nothing on a trip of one person', async () => {
    signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: [] },
      [PEOPLE_URL]: { status: 200, data: PEOPLE.slice(0, 1) },
    });
    renderApp('/trips/trip-1/add-booking');
    await screen.findByLabelText('Accommodation', { exact: false });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Who goes' })).toBeNull());
  }, 30_000);
});
