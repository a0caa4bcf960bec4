import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Participant } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { fillDetails, formApi, makeFlight, stepHeading } from './flight-fixtures';

const PEOPLE: Participant[] = [
  { _id: 'p-ana', name: 'Ana Souza', kind: 'user', userId: 'user-1' },
  { _id: 'p-carla', name: 'Carla', kind: 'guest', userId: null },
];
const PEOPLE_URL = 'GET /trips/trip-1/participants';

describe("a flight's passengers and the trip's people", () => {
  it(
    'links a passenger to a trip person, naming them when the name is blank',
    { timeout: 30_000 },
    async () => {
      const api = formApi({
        [PEOPLE_URL]: { status: 200, data: PEOPLE },
        'POST /trips/trip-1/flights': { status: 201, data: makeFlight() },
      });
      const { user, router } = renderApp('/trips/trip-1/add-flight');
      await screen.findByRole('heading', { level: 1, name: 'Add flight' });
      await fillDetails(user);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await stepHeading('Seats and baggage');
      await user.click(screen.getByRole('button', { name: 'Add passenger' }));
      await user.click(screen.getByRole('button', { name: 'Add passenger' }));
      const first = screen.getByRole('group', { name: 'Passenger 1' });
      await user.click(within(first).getByRole('combobox', { name: 'Who is this' }));
      await user.click(await screen.findByRole('option', { name: 'Carla' }));
      expect(within(first).getByRole('textbox', { name: 'Name' })).toHaveValue('Carla');
      const second = screen.getByRole('group', { name: 'Passenger 2' });
      await user.click(within(second).getByRole('textbox', { name: 'Name' }));
      await user.paste('A friend of Carla');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await stepHeading('Review');
      await user.click(screen.getByRole('button', { name: 'Save flight' }));
      await waitFor(() => expect(router.state.location.search).toBe('?tab=flights'));
      expect(api.callsTo('POST /trips/trip-1/flights')[0]?.body).toMatchObject({
        passengers: [
          { name: 'Carla', seat: '', participantId: 'p-carla' },
          { name: 'A friend of Carla', seat: '', participantId: null },
        ],
      });
    },
  );

  it('shows on the flight’s card who flies when some passengers are linked', async () => {
    formApi({
      [PEOPLE_URL]: { status: 200, data: PEOPLE },
      'GET /trips/trip-1/flights': {
        status: 200,
        data: [
          makeFlight({
            passengers: [{ name: 'Ana Souza', seat: '12A', participantId: 'p-ana' }],
            participants: ['p-ana'],
          }),
        ],
      },
    });
    renderApp('/trips/trip-1?tab=flights');
    expect(await screen.findByRole('img', { name: 'Who goes: Ana Souza' })).toBeInTheDocument();
  }, 30_000);

  it('offers no link on a trip of one person', { timeout: 30_000 }, async () => {
    const api = formApi({ [PEOPLE_URL]: { status: 200, data: PEOPLE.slice(0, 1) } });
    const { user } = renderApp('/trips/trip-1/add-flight');
    await screen.findByRole('heading', { level: 1, name: 'Add flight' });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Seats and baggage');
    await user.click(screen.getByRole('button', { name: 'Add passenger' }));
    await waitFor(() => expect(api.callsTo(PEOPLE_URL)).toHaveLength(1));
    const first = screen.getByRole('group', { name: 'Passenger 1' });
    expect(within(first).queryByRole('combobox', { name: 'Who is this' })).toBeNull();
  });
});
