import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TripSummary } from '@trilha/shared';
import type { MockReply, MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';
import { apiError } from '../../test/mock-api';
import { makeTripSummary, signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';

function summary(overrides: Partial<TripSummary>): TripSummary {
  return makeTripSummary(overrides);
}

const SOON = summary({ _id: 'a', title: 'Porto weekend', timeState: 'starting-soon' });
const SHARED = summary({ _id: 'b', title: 'Andes trek', myRole: 'viewer', permissions: VIEWER_PERMISSIONS });
const DONE = summary({ _id: 'c', title: 'Carnival 2025', timeState: 'completed', budget: 'luxury' });

function listRoute(pages: Record<string, { trips: TripSummary[]; next?: string }>) {
  return ({ params }: MockRequest): MockReply => {
    const page = pages[`${String(params.when)}:${String(params.cursor ?? '')}`] ?? { trips: [] };
    const headers: Record<string, string> = page.next ? { 'x-next-cursor': page.next } : {};
    return { status: 200, data: page.trips, headers };
  };
}

describe('trip list', () => {
  it('groups trips as upcoming and past, with time state, role and budget', async () => {
    signedInApi({
      'GET /trips': listRoute({ 'upcoming:': { trips: [SOON, SHARED] }, 'past:': { trips: [DONE] } }),
    });
    renderApp('/');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    const soonCard = await within(upcoming).findByRole('link', { name: /Porto weekend/ });
    expect(soonCard).toHaveAttribute('href', '/trips/a');
    expect(within(soonCard).getByText('Starting soon')).toBeInTheDocument();
    expect(within(soonCard).getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(within(soonCard).getByText('Jul 1, 2026 – Jul 10, 2026')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /Andes trek/ })).toHaveTextContent('Shared · Viewer');
    expect(within(past).getByRole('link', { name: /Carnival 2025/ })).toHaveTextContent(/Completed.*Luxury/);
    expect(within(past).queryByText('Porto weekend')).not.toBeInTheDocument();
  });

  it('tells a trip months away from one starting in days, in words that are not synonyms', async () => {
    const FAR = summary({ _id: 'd', title: 'Andes trek', timeState: 'upcoming' });
    signedInApi({ 'GET /trips': listRoute({ 'upcoming:': { trips: [SOON, FAR] } }) });
    await i18n.changeLanguage('pt');
    renderApp('/trips');
    const upcoming = await screen.findByRole('region', { name: 'Próximas' });
    expect(await within(upcoming).findByRole('link', { name: /Porto weekend/ })).toHaveTextContent(
      'Começa em breve',
    );
    expect(within(upcoming).getByRole('link', { name: /Andes trek/ })).toHaveTextContent('Próxima');
    expect(within(upcoming).getByRole('link', { name: /Andes trek/ })).not.toHaveTextContent('em breve');
  });

  it('invites the user to plan a first trip when there is none', async () => {
    signedInApi({ 'GET /trips': listRoute({}) });
    renderApp('/trips');
    expect(await screen.findByRole('heading', { name: 'No trips yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/plan-trip');
    expect(screen.getByRole('link', { name: 'Use the trip wizard' })).toHaveAttribute('href', '/trip-wizard');
    expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
  });

  it('passes the search to the server and says when nothing matches', async () => {
    const api = signedInApi({
      'GET /trips': (request) =>
        request.params.q ? { status: 200, data: [] } : listRoute({ 'upcoming:': { trips: [SOON] } })(request),
    });
    const { user } = renderApp('/trips');
    await user.type(await screen.findByRole('searchbox', { name: 'Search trips' }), 'xyz');
    expect(await screen.findByRole('heading', { name: 'No trips match “xyz”' })).toBeInTheDocument();
    const searched = api.callsTo('GET /trips').filter((call) => call.params.q === 'xyz');
    expect(searched.map((call) => call.params.when).sort()).toEqual(['past', 'upcoming']);
  });

  it('loads the next page from the cursor the server gave', async () => {
    const api = signedInApi({
      'GET /trips': listRoute({
        'upcoming:': { trips: [SOON], next: 'cursor-2' },
        'upcoming:cursor-2': { trips: [SHARED] },
      }),
    });
    const { user } = renderApp('/trips');
    await user.click(await screen.findByRole('button', { name: 'Show more trips' }));
    expect(await screen.findByRole('link', { name: /Andes trek/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more trips' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('GET /trips').some((call) => call.params.cursor === 'cursor-2')).toBe(true);
  });

  it('shows a failed group with a way to try again', async () => {
    let failures = 0;
    signedInApi({
      'GET /trips': (request) =>
        request.params.when === 'past' && failures++ === 0
          ? apiError(500, 'INTERNAL', 'Internal error.')
          : listRoute({ 'upcoming:': { trips: [SOON] }, 'past:': { trips: [DONE] } })(request),
    });
    const { user } = renderApp('/trips');
    const past = await screen.findByRole('region', { name: 'Past' });
    await user.click(await within(past).findByRole('button', { name: 'Try again' }));
    expect(await within(past).findByRole('link', { name: /Carnival 2025/ })).toBeInTheDocument();
  });
});
