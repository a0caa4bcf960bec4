import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Contact } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { resolveTripPart } from '../../features/trips/components/screen/resolve-trip-part';
import { makeTrip, signedInApi } from '../../features/trips/trip-fixtures';
import { FADO, HOTEL, makeFlight, makeItem, OUTBOUND, TRAM } from '../../features/trips/itinerary-fixtures';
import { TRIP_SECTIONS } from './trip-sections';
import { sectionOfPart, TRIP_SECTION_PARTS } from './trip-section-keys';

/** Every `?tab=` key the trip screen had before its sections, with the section it now opens in. */
const OLD_TABS = {
  overview: 'plan',
  itinerary: 'plan',
  timeline: 'plan',
  map: 'plan',
  flights: 'bookings',
  bookings: 'bookings',
  tours: 'bookings',
  finances: 'money',
  checklist: 'lists',
  tips: 'lists',
  users: 'more',
  contacts: 'more',
  details: 'more',
  photos: 'more',
} as const;

const open = (query: string) => resolveTripPart(TRIP_SECTIONS, new URLSearchParams(query));

describe('the trip screen sections', () => {
  it.each(Object.entries(OLD_TABS))(
    'opens the old ?tab=%s in the %s section, on that part',
    (tab, section) => {
      const active = open(`tab=${tab}`);
      expect(active.section.key).toBe(section);
      expect(active.part.key).toBe(tab);
      expect(sectionOfPart(tab as keyof typeof OLD_TABS)).toBe(section);
    },
  );

  it('has every part once, and no other', () => {
    const parts = TRIP_SECTIONS.flatMap((section) => section.parts.map((part) => part.key));
    expect([...parts].sort()).toEqual(Object.keys(OLD_TABS).sort());
    expect(TRIP_SECTIONS.map((section) => section.key)).toEqual(Object.keys(TRIP_SECTION_PARTS));
  });

  it('opens today on the overview, a section on its first part, and anything else on the plan', () => {
    expect(open('tab=today').part.key).toBe('overview');
    expect(open('section=money').part.key).toBe('finances');
    expect(open('section=more').part.key).toBe('users');
    expect(open('tab=flights&section=lists').part.key).toBe('flights');
    expect(open('tab=nope')).toMatchObject({ section: { key: 'plan' }, part: { key: 'overview' } });
    expect(open('').part.key).toBe('overview');
  });
});

const EMBASSY: Contact = {
  _id: 'contact-1',
  name: 'Brazilian embassy',
  type: 'phone',
  value: '+351 21 000 0000',
  notes: '',
};
const HOME_FLIGHT = makeFlight({
  _id: 'flight-2',
  flightNumber: 'TP87',
  departure: {
    airport: 'LIS',
    airportName: 'Lisbon Portela Airport',
    timeZone: 'Europe/Lisbon',
    time: '2026-07-03T18:00:00+01:00',
    terminal: '1',
  },
  arrival: {
    airport: 'GRU',
    airportName: 'São Paulo/Guarulhos International Airport',
    timeZone: 'America/Sao_Paulo',
    time: '2026-07-04T01:30:00-03:00',
    terminal: '3',
  },
  passengers: [{ name: 'Ana Souza', seat: '14C' }],
  status: 'active',
});
const CASTLE = makeItem({
  _id: 'item-9',
  date: '2026-07-02',
  placeName: 'São Jorge Castle',
  position: 1,
  lat: 38.7139,
  lon: -9.1335,
});
/** The tram leaves from Martim Moniz, a short walk down from the castle. */
const TRAM_AT_MARTIM_MONIZ = { ...TRAM, date: '2026-07-02', lat: 38.7155, lon: -9.1365 };
const TRIP_DAYS = { startDate: '2026-07-01', endDate: '2026-07-03' };

function tripAt(overrides: Parameters<typeof makeTrip>[0]) {
  return makeTrip({
    ...TRIP_DAYS,
    flights: [OUTBOUND, HOME_FLIGHT],
    bookings: [{ ...HOTEL, lat: 38.7139, lon: -9.1294 }],
    tours: [TRAM_AT_MARTIM_MONIZ],
    itinerary: [{ date: '2026-07-02', outsideTrip: false, items: [FADO, CASTLE] }],
    contacts: [EMBASSY],
    ...overrides,
  });
}

/** The clock at a fixed moment: only Date is faked, so the screen's own timers still run. */
function clockAt(moment: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(moment));
}

/** A phone: every max-width media query matches (MUI's `down('md')`). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('./trip-screen-page');
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Today view', () => {
  // Reading the whole Today view (and its route) is the slowest screen test on a busy machine.
  it('during the trip opens on today: the next flight, tonight’s stay, today in order, the numbers to call', async () => {
    clockAt('2026-07-02T09:00:00');
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: tripAt({
          timeState: 'in-progress',
          expenseSummary: { ...makeTrip().expenseSummary, total: 120, budget: 500 },
        }),
      },
      'POST /trips/trip-1/route': {
        status: 200,
        data: {
          mode: 'walking',
          estimated: false,
          legs: [{ distanceMeters: 850, durationSeconds: 660, estimated: false }],
          geometry: null,
        },
      },
    });
    renderApp('/trips/trip-1');
    expect(await screen.findByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');

    const next = screen.getByRole('region', { name: 'Next flight' });
    expect(within(next).getByText('TP 87 · LIS → GRU')).toBeInTheDocument();
    expect(within(next).getByText('In flight')).toBeInTheDocument();
    expect(within(next).getByText('14C')).toBeInTheDocument();
    expect(within(next).getByText(/^18:00 · .* · terminal 1$/)).toBeInTheDocument();
    expect(within(next).getByText(/^01:30 · .* · terminal 3$/)).toBeInTheDocument();

    const tonight = screen.getByRole('region', { name: 'Tonight' });
    expect(within(tonight).getByText('Hotel Alfama')).toBeInTheDocument();
    expect(within(tonight).getByText('Rua dos Remédios 12, Lisboa')).toBeInTheDocument();
    expect(within(tonight).getByRole('link', { name: 'Hotel Alfama on the map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=38.7139&mlon=-9.1294#map=17/38.7139/-9.1294',
    );

    const today = within(screen.getByRole('region', { name: "Today's plan" })).getByRole('list', {
      name: "Today's plan",
    });
    const rows = within(today)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    const rowOf = (name: string) => rows.findIndex((row) => row.includes(name));
    expect(rowOf('São Jorge Castle')).toBeGreaterThanOrEqual(0);
    expect(rowOf('Tram tour')).toBeGreaterThan(rowOf('São Jorge Castle'));
    expect(rowOf('Fado in Alfama')).toBeGreaterThan(rowOf('Tram tour'));
    // From the castle to the tram, both with a point: the routed walk; the fado has no point, so no leg.
    expect(await within(today).findByText('850 m · 11 min on foot')).toBeInTheDocument();
    expect(within(today).getAllByText(/ on foot$/)).toHaveLength(1);

    expect(screen.getByRole('link', { name: 'Call Brazilian embassy (+351 21 000 0000)' })).toHaveAttribute(
      'href',
      'tel:+351210000000',
    );
    expect(
      within(screen.getByRole('region', { name: 'Spending' })).getByText('€120.00 of €500.00'),
    ).toBeInTheDocument();
  }, 30_000);

  it('before the trip counts the days and lists what is still unbooked, each linked to where it is fixed', async () => {
    clockAt('2026-06-26T09:00:00');
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: tripAt({
          timeState: 'upcoming',
          endDate: '2026-07-05',
          flights: [],
          tours: [],
          itinerary: [],
        }),
      },
    });
    renderApp('/trips/trip-1');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const countdown = screen.getByRole('region', { name: '5 days to go' });
    const gaps = within(countdown).getByRole('list', { name: 'Still unbooked' });
    // Hotel Alfama covers the nights of the 1st and 2nd; the 3rd and 4th have no stay.
    expect(within(gaps).getByText('2 nights without a stay')).toBeInTheDocument();
    // The 1st and 3rd have a check-in or check-out; the 2nd, 4th and 5th have nothing.
    expect(within(gaps).getByText('3 days without plans')).toBeInTheDocument();
    expect(within(gaps).getByText('No flight added')).toBeInTheDocument();
    expect(within(gaps).getByRole('link', { name: 'Add a stay' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=bookings',
    );
    expect(within(gaps).getByRole('link', { name: 'Plan the days' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=itinerary',
    );
    expect(within(gaps).getByRole('link', { name: 'Add a flight' })).toHaveAttribute(
      'href',
      '/trips/trip-1?tab=flights',
    );
    expect(
      within(screen.getByRole('region', { name: 'First stay' })).getByText('Hotel Alfama'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tonight' })).not.toBeInTheDocument();
  });

  it('after the trip sums it up', async () => {
    clockAt('2026-07-20T09:00:00');
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: tripAt({ timeState: 'completed' }) } });
    renderApp('/trips/trip-1');
    const recap = await screen.findByRole('region', { name: 'Trip recap' });
    expect(recap).toHaveTextContent('2 places · 2 flights · 2 nights · 1 tour');
  });
});

describe('the trip navigation', () => {
  it('on a desktop shows the sections as tabs and the actions as buttons', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip() } });
    const { user, router } = renderApp('/trips/trip-1');
    const sections = await screen.findByRole('tablist', { name: 'Trip sections' });
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Plan', 'Bookings', 'Finances', 'Lists', 'More']);
    expect(screen.getByRole('button', { name: 'Share trip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    await user.click(within(sections).getByRole('tab', { name: 'Lists' }));
    expect(router.state.location.search).toBe('?tab=checklist');
    expect(screen.getByRole('tab', { name: 'Checklist' })).toHaveAttribute('aria-selected', 'true');
  });

  it('on a phone puts the sections in a bottom bar and the actions in a menu', async () => {
    onAPhone();
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/flights': { status: 200, data: [] },
    });
    const { user, router } = renderApp('/trips/trip-1');
    const bar = await screen.findByRole('navigation', { name: 'Trip sections' });
    expect(within(bar).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Share trip' })).not.toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Bookings' }));
    expect(router.state.location.search).toBe('?tab=flights');
    expect(within(bar).getByRole('button', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    // The parts share the row, labels wrapping, so none is cut at the edge of a scrolled strip.
    const parts = screen.getByRole('tablist', { name: 'Bookings: parts' });
    expect(parts.closest('.MuiTabs-root')?.querySelector('.MuiTabs-scrollButtons')).toBeNull();
    for (const tab of within(parts).getAllByRole('tab')) {
      expect(tab).toHaveClass('MuiTab-fullWidth');
      expect(getComputedStyle(tab).minWidth).toBe('0px');
    }

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const actions = await screen.findByRole('group', { name: 'Trip actions' });
    expect(within(actions).getByRole('link', { name: 'Edit trip' })).toHaveAttribute(
      'href',
      '/plan-trip/trip-1',
    );
    expect(within(actions).getByRole('button', { name: 'Share trip' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Delete trip' })).toBeInTheDocument();
  });
});
