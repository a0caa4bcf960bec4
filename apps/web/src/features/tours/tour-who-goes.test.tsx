import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Participant } from '@trilha/shared';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { LIST, makeTour, TRIP } from './tour-fixtures';

beforeAll(loadTripScreen, 60_000);

const PEOPLE: Participant[] = [
  { _id: 'p-ana', name: 'Ana Souza', kind: 'user', userId: 'user-1' },
  { _id: 'p-bruno', name: 'Bruno', kind: 'user', userId: 'user-2' },
  { _id: 'p-carla', name: 'Carla', kind: 'guest', userId: null },
];
const PEOPLE_URL = 'GET /trips/trip-1/participants';

describe('who goes on a tour', () => {
  it('sends the people chosen on the add-tour page', async () => {
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: [] },
      [PEOPLE_URL]: { status: 200, data: PEOPLE },
      'POST /trips/trip-1/tours': { status: 201, data: makeTour({ _id: 'tour-9' }) },
    });
    const { user, router } = renderApp('/trips/trip-1/add-tour');
    await user.type(await screen.findByLabelText('Tour or activity', { exact: false }), 'Fado night');
    const field = await screen.findByRole('group', { name: 'Who goes' });
    await user.click(within(field).getByRole('button', { name: 'Bruno' }));
    await user.click(within(field).getByRole('button', { name: 'Ana Souza' }));
    await user.click(screen.getByRole('button', { name: 'Add tour' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=tours'));
    expect(api.callsTo('POST /trips/trip-1/tours')[0]?.body).toMatchObject({
      name: 'Fado night',
      participants: ['p-bruno', 'p-ana'],
    });
  }, 30_000);

  it('edits who goes from the tour’s card, which shows them', async () => {
    const tour = makeTour({ participants: ['p-carla'] });
    const api = signedInApi({
      [TRIP]: { status: 200, data: makeTrip() },
      [LIST]: { status: 200, data: [tour] },
      [PEOPLE_URL]: { status: 200, data: PEOPLE },
      'PUT /trips/trip-1/tours/tour-1': { status: 200, data: makeTour() },
    });
    const { user } = renderApp('/trips/trip-1?tab=tours');
    expect(await screen.findByRole('img', { name: 'Who goes: Carla' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Edit ${tour.name}` }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('group', { name: 'Who goes' });
    expect(within(field).getByRole('button', { name: 'Carla' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(field).getByRole('button', { name: 'Everyone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /trips/trip-1/tours/tour-1')).toHaveLength(1));
    expect(api.callsTo('PUT /trips/trip-1/tours/tour-1')[0]?.body).toMatchObject({ participants: null });
  }, 30_000);
});
