import {
  tripSummarySchema,
  type Place,
  type PlaceSearchResult,
  type SharedUser,
  type TripDetail,
  type TripInput,
  type TripPermissions,
  type TripSummary,
} from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';

export const LISBON: Place = {
  name: 'Lisbon',
  country: 'Portugal',
  countryCode: 'PT',
  lat: 38.72,
  lon: -9.13,
};

/** Lisbon as the places search answers it (a bundled city). */
export const LISBON_RESULT: PlaceSearchResult = { ...LISBON, address: null, kind: 'city', source: 'bundled' };

export const OWNER_PERMISSIONS: TripPermissions = {
  canEdit: true,
  canDelete: true,
  canShare: true,
  canManageAdmins: true,
  canLeave: false,
};
export const ADMIN_PERMISSIONS: TripPermissions = {
  ...OWNER_PERMISSIONS,
  canDelete: false,
  canManageAdmins: false,
  canLeave: true,
};
export const VIEWER_PERMISSIONS: TripPermissions = {
  canEdit: false,
  canDelete: false,
  canShare: false,
  canManageAdmins: false,
  canLeave: true,
};

export const OWNER_SHARE: SharedUser = {
  userId: TEST_USER._id,
  name: TEST_USER.name,
  email: TEST_USER.email,
  role: 'owner',
};
export const ADMIN_SHARE: SharedUser = {
  userId: 'user-2',
  name: 'Carla Dias',
  email: 'carla@example.com',
  role: 'admin',
};
export const VIEWER_SHARE: SharedUser = {
  userId: 'user-3',
  name: 'Davi Lima',
  email: 'davi@example.com',
  role: 'viewer',
};

export function makeTrip(overrides: Partial<TripDetail> = {}): TripDetail {
  return {
    _id: 'trip-1',
    title: 'Summer in Lisbon',
    destination: LISBON,
    startDate: '2026-07-01',
    endDate: '2026-07-10',
    budget: 'mid-range',
    interests: ['food', 'history', 'Fado'],
    currency: 'EUR',
    budgetAmount: null,
    notes: 'Book the tram tour.',
    ownerId: TEST_USER._id,
    myRole: 'owner',
    timeState: 'upcoming',
    permissions: OWNER_PERMISSIONS,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    sharedUsers: [OWNER_SHARE, ADMIN_SHARE, VIEWER_SHARE],
    flights: [],
    bookings: [],
    tours: [],
    checklist: [],
    tips: [],
    itinerary: [],
    contacts: [],
    expenseSummary: {
      currency: 'EUR',
      total: 0,
      budget: null,
      byCategory: [],
      byDay: [],
      byParticipant: [],
      settlements: [],
      rateDates: [],
      unconverted: [],
      planned: 0,
      plannedItems: [],
    },
    ...overrides,
  };
}

/** A trip as a list answers it: exactly the summary's fields of makeTrip's trip, as the server sends. */
export function makeTripSummary(overrides: Partial<TripSummary> = {}): TripSummary {
  return tripSummarySchema.parse(makeTrip(overrides));
}

/**
 * The trip the server answers to a create or an update: the body merged into `trip` as the server stores
 * it, the budget amount a number and the destination completed (its country named from its code,
 * none (null) for coordinates it was not given).
 */
export function tripAfter(trip: TripDetail, body: unknown): TripDetail {
  const { destination, budgetAmount, ...fields } = body as Partial<TripInput>;
  const countryCode = destination ? (destination.countryCode ?? '') : trip.destination.countryCode;
  return {
    ...trip,
    ...fields,
    destination: destination
      ? {
          name: destination.name,
          country: countryCode
            ? (new Intl.DisplayNames(['en'], { type: 'region' }).of(countryCode) ?? '')
            : '',
          countryCode,
          lat: destination.lat ?? null,
          lon: destination.lon ?? null,
        }
      : trip.destination,
    budgetAmount:
      budgetAmount === undefined ? trip.budgetAmount : budgetAmount === null ? null : Number(budgetAmount),
  } as TripDetail;
}

/** A signed-in session plus the calls every screen behind login makes. */
export function signedInApi(routes: Record<string, MockRoute> = {}) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    ...routes,
  });
}
