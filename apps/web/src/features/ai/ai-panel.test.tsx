import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../test/mock-api';
import { i18n } from '../../lib/i18n/i18n';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';

const REMAINING = (remainingUsages: number, limit = 30) => ({
  status: 200,
  data: { remainingUsages, limit, resetsAt: '2026-08-01T00:00:00.000Z' },
});
const ITINERARY = {
  days: [
    {
      date: '2026-07-02',
      items: [
        {
          timeOfDay: 'morning',
          time: null,
          placeName: 'Castle',
          notes: '',
          location: '',
          source: 'notable-places',
        },
        {
          timeOfDay: 'evening',
          time: null,
          placeName: 'Fado dinner',
          notes: '',
          location: '',
          source: 'general',
        },
      ],
    },
  ],
};

beforeAll(loadTripScreen, 60_000);

describe('Generate with AI', () => {
  it('shows a free user the premium message once, on the overview, with a link to /premium', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/tips': { status: 200, data: [] },
      'GET /users/remaining-usages/tips': REMAINING(0, 0),
      'GET /users/remaining-usages/itinerary': REMAINING(0, 0),
    });
    const { user } = renderApp('/trips/trip-1');
    const note = await screen.findByRole('note', { name: 'Planning with AI' });
    expect(note).toHaveTextContent(/This feature is exclusive for premium subscribers\./);
    expect(within(note).getByRole('link', { name: 'See premium' })).toHaveAttribute('href', '/premium');
    // The tabs with an AI panel say nothing more about it.
    await user.click(screen.getByRole('tab', { name: 'Lists' }));
    await user.click(await screen.findByRole('tab', { name: 'Travel tips' }));
    await waitFor(() => expect(api.callsTo('GET /users/remaining-usages/tips')).toHaveLength(1));
    await screen.findByRole('tabpanel');
    expect(screen.queryByText(/exclusive for premium subscribers/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Planning with AI' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate with AI' })).not.toBeInTheDocument();
  });

  it('generates with the request, lets the user edit and remove suggestions, and saves the edited preview', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/itinerary': { status: 200, data: [] },
      'GET /users/remaining-usages/itinerary': REMAINING(12),
      'POST /ai/trips/trip-1/itinerary': { status: 200, data: ITINERARY },
      'POST /ai/trips/trip-1/itinerary/accept': { status: 201, data: { saved: 1 } },
    });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    expect(await screen.findByText('12 of 30 left this month')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'What would you like? (optional)' }), 'no museums');
    await user.click(screen.getByRole('button', { name: 'Generate with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested itinerary' });
    expect(api.callsTo('POST /ai/trips/trip-1/itinerary')[0]?.body).toEqual({ prompt: 'no museums' });
    const castle = within(dialog).getByRole('textbox', { name: 'Morning' });
    await user.clear(castle);
    await user.type(castle, 'Castle at sunrise');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Fado dinner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /ai/trips/trip-1/itinerary/accept')[0]?.body).toEqual({
      days: [
        {
          date: '2026-07-02',
          items: [
            { timeOfDay: 'morning', time: null, placeName: 'Castle at sunrise', notes: '', location: '' },
          ],
        },
      ],
    });
  });

  it('says where each suggestion comes from, and saves the suggestions without it', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/itinerary': { status: 200, data: [] },
      'GET /users/remaining-usages/itinerary': REMAINING(12),
      'POST /ai/trips/trip-1/itinerary': {
        status: 200,
        data: {
          days: [
            {
              date: '2026-07-02',
              items: [
                {
                  ...ITINERARY.days[0]!.items[0]!,
                  placeName: 'Castelo de São Jorge',
                  source: 'notable-places',
                },
                { ...ITINERARY.days[0]!.items[1]!, placeName: 'Restaurante Ramiro', source: 'geocoder' },
                {
                  timeOfDay: 'night',
                  time: null,
                  placeName: 'Tour: Fado',
                  notes: '',
                  location: '',
                  source: 'trip',
                },
              ],
            },
          ],
        },
      },
      'POST /ai/trips/trip-1/itinerary/accept': { status: 201, data: { saved: 3 } },
    });
    const { user } = renderApp('/trips/trip-1?tab=itinerary');
    await user.click(await screen.findByRole('button', { name: 'Generate with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested itinerary' });
    expect(within(dialog).getByRole('textbox', { name: 'Morning' })).toHaveAccessibleDescription(
      'Well-known place',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Evening' })).toHaveAccessibleDescription(
      'Found on the map',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Night' })).toHaveAccessibleDescription(
      'From your trip',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept and save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.callsTo('POST /ai/trips/trip-1/itinerary/accept')[0]?.body as typeof ITINERARY;
    expect(sent.days[0]!.items.map((item) => item.placeName)).toEqual([
      'Castelo de São Jorge',
      'Restaurante Ramiro',
      'Tour: Fado',
    ]);
    expect(sent.days[0]!.items.some((item) => 'source' in item)).toBe(false);
  });

  it('labels the sources of checklist items and tips in the interface language', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/tips': { status: 200, data: [] },
      'GET /users/remaining-usages/tips': REMAINING(3),
      'POST /ai/trips/trip-1/tips': {
        status: 200,
        data: {
          tips: [
            { category: 'safety', text: 'Emergência na Itália: 112.', source: 'country' },
            { category: 'health', text: 'Beba água.', source: 'general' },
          ],
        },
      },
    });
    await i18n.changeLanguage('pt');
    const { user } = renderApp('/trips/trip-1?tab=tips');
    await user.click(await screen.findByRole('button', { name: 'Gerar com IA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dicas sugeridas' });
    expect(within(dialog).getByText('Sobre o país')).toBeInTheDocument();
    expect(within(dialog).getByText('Sugestão geral')).toBeInTheDocument();
  });

  it('says why a generation failed, in the interface language', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/checklist': { status: 200, data: [] },
      'GET /users/remaining-usages/checklist': REMAINING(3),
      'POST /ai/trips/trip-1/checklist': apiError(502, 'AI_UNAVAILABLE', 'x'),
    });
    const { user } = renderApp('/trips/trip-1?tab=checklist');
    await user.click(await screen.findByRole('button', { name: 'Generate with AI' }));
    expect(
      await screen.findByText('The AI assistant could not answer right now. Please try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('shows the cost estimate beside the actual spending on the finances tab', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /users/remaining-usages/cost-estimate': REMAINING(1),
      'POST /ai/trips/trip-1/cost-estimate': {
        status: 200,
        data: {
          currency: 'EUR',
          total: 1500,
          items: [{ category: 'lodging', amount: 1500, note: 'Lodging for 9 nights' }],
        },
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=finances');
    await user.click(await screen.findByRole('button', { name: 'Generate with AI' }));
    expect(await screen.findByText('Estimated total: €1,500.00')).toBeInTheDocument();
    expect(screen.getByText(/^Spent so far:/)).toBeInTheDocument();
  });

  it('offers nothing to a viewer', async () => {
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({ permissions: VIEWER_PERMISSIONS, myRole: 'viewer' }),
      },
      'GET /trips/trip-1/tips': { status: 200, data: [] },
    });
    renderApp('/trips/trip-1?tab=tips');
    expect(await screen.findByText('No travel tips yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate with AI' })).not.toBeInTheDocument();
  });
});
