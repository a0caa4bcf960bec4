import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PublicTrip } from '@trilha/shared';
import { i18n } from '../../lib/i18n/i18n';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const TOKEN = 'T'.repeat(43);

function makePublicTrip(overrides: Partial<PublicTrip> = {}): PublicTrip {
  return {
    title: 'Summer in Lisbon',
    destination: { name: 'Lisbon', country: 'Portugal', countryCode: 'PT', lat: 38.72, lon: -9.14 },
    startDate: '2031-07-01',
    endDate: '2031-07-02',
    days: [
      {
        date: '2031-07-01',
        items: [
          {
            timeOfDay: 'evening',
            time: null,
            placeName: 'Fado in Alfama',
            location: 'Alfama',
            notes: 'Book a table',
            lat: null,
            lon: null,
          },
        ],
      },
      { date: '2031-07-02', items: [] },
    ],
    flights: [
      {
        airline: 'TAP',
        flightNumber: 'TP88',
        departure: {
          airport: 'GRU',
          airportName: 'Guarulhos',
          terminal: '',
          time: '2031-06-30T22:05:00-03:00',
        },
        arrival: {
          airport: 'LIS',
          airportName: 'Humberto Delgado',
          terminal: '1',
          time: '2031-07-01T11:40:00+01:00',
        },
        durationMinutes: 575,
        status: 'scheduled',
      },
    ],
    stays: [
      {
        name: 'Alfama Rooms',
        checkIn: '2031-07-01',
        checkOut: '2031-07-02',
        nights: 1,
        address: 'Rua das Flores 1',
        lat: null,
        lon: null,
      },
    ],
    tours: [
      { name: 'Tram 28', date: '2031-07-02', time: '10:00', location: 'Martim Moniz', lat: null, lon: null },
    ],
    tips: [{ category: 'food', text: 'Try the pastéis' }],
    checklist: [{ name: 'Documents', items: [{ text: 'Passport', done: true }] }],
    costs: null,
    ...overrides,
  };
}

const openPage = (reply: MockRoute) => {
  const api = mockApi({ [`GET /public/trips/${TOKEN}`]: reply });
  renderApp(`/p/${TOKEN}`);
  return api;
};

const robotsMeta = () => document.head.querySelector('meta[name="robots"]');

describe('the public trip page', () => {
  it('shows the plan to someone signed out, by day, with its bookings, tips and checklist', async () => {
    const api = openPage({ status: 200, data: makePublicTrip() });
    expect(await screen.findByRole('heading', { name: 'Summer in Lisbon', level: 1 })).toBeInTheDocument();
    expect(robotsMeta()).toHaveAttribute('content', expect.stringContaining('noindex'));
    const firstDay = screen.getByRole('region', { name: /^Day 1 · / });
    expect(within(firstDay).getByText('Fado in Alfama')).toBeInTheDocument();
    expect(within(firstDay).getByText('Evening')).toBeInTheDocument();
    expect(within(firstDay).getByText('Alfama · Book a table')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /^Day 2 · / })).getByText('Nothing planned yet.'),
    ).toBeVisible();
    expect(screen.getByText('TAP TP88 · GRU → LIS')).toBeInTheDocument();
    expect(screen.getByText(/22:05 → 11:40 \(local times\)/)).toBeInTheDocument();
    expect(screen.getByText('Alfama Rooms')).toBeInTheDocument();
    expect(screen.getByText(/1 night/)).toBeInTheDocument();
    expect(screen.getByText('Tram 28')).toBeInTheDocument();
    expect(screen.getByText('Try the pastéis')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Passport' })).toBeChecked();
    // No costs were shared: no costs section, no prices.
    expect(screen.queryByRole('heading', { name: 'Costs' })).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    // Nobody signed in: no session calls, only the page's.
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).not.toContain('GET /auth/me');
    await waitFor(() => expect(document.title).toBe('Summer in Lisbon · Trilha'));
  });

  it('shows prices and the totals by category when the link includes costs', async () => {
    openPage({
      status: 200,
      data: makePublicTrip({
        stays: [{ ...makePublicTrip().stays[0]!, price: 120, currency: 'EUR' }],
        costs: {
          currency: 'EUR',
          total: 132.34,
          budget: 500,
          byCategory: [{ category: 'food', amount: 12.34 }],
        },
      }),
    });
    const costs = await screen.findByRole('list', { name: 'Costs' });
    expect(within(costs).getByText('Food')).toBeInTheDocument();
    expect(within(costs).getByText('€12.34')).toBeInTheDocument();
    expect(within(costs).getByText('€132.34')).toBeInTheDocument();
    expect(within(costs).getByText('€500.00')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Stays' })).getByText('€120.00')).toBeInTheDocument();
  });

  it.each([
    [404, 'PUBLIC_LINK_NOT_FOUND', 'This link does not open any trip'],
    [410, 'LINK_REVOKED', 'This link was turned off'],
    [410, 'LINK_EXPIRED', 'This link has expired'],
  ] as const)('says so when the link answers %i %s', async (status, code, title) => {
    openPage(apiError(status, code, 'Closed.'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(robotsMeta()).toHaveAttribute('content', expect.stringContaining('noindex'));
  });

  it('speaks the browser’s language', async () => {
    await i18n.changeLanguage('pt');
    openPage(apiError(410, 'LINK_EXPIRED', 'Expirou.'));
    expect(await screen.findByRole('heading', { name: 'Este link expirou' })).toBeInTheDocument();
  });

  it('offers a retry when the server could not answer', async () => {
    const api = openPage(apiError(503, 'DATABASE_UNAVAILABLE', 'Down.'));
    expect(
      await screen.findByText('The trip could not be opened right now. Please try again.'),
    ).toBeVisible();
    expect(api.callsTo(`GET /public/trips/${TOKEN}`).length).toBeGreaterThanOrEqual(1);
  });
});
