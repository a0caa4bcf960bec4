import type { Place, SharedUser, TripDetail, TripPermissions } from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';

export const LISBON: Place = {
  name: 'Lisbon',
  country: 'Portugal',
  countryCode: 'PT',
  lat: 38.72,
  lon: -9.13,
};

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
    },
    ...overrides,
  };
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
