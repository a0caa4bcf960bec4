import type { Profile, TokenPayload, User } from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from './mock-api';

export const TEST_USER: User = {
  _id: 'user-1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  isPremium: false,
  isAdmin: false,
  role: 'user',
  status: 'active',
  agencyId: null,
  settings: { language: 'en', currency: 'BRL', themeMode: 'light' },
};

/** GET /users/profile of TEST_USER: level 3, 120 of 500 points into it. */
export const TEST_PROFILE: Profile = {
  _id: TEST_USER._id,
  name: TEST_USER.name,
  email: TEST_USER.email,
  role: 'user',
  isPremium: false,
  premiumUntil: null,
  level: 3,
  points: 1120,
  pointsInLevel: 120,
  pointsPerLevel: 500,
  badges: [],
  stats: { trips: 0, countries: 0, days: 0 },
  badgeProgress: [
    { code: 'five-trips', current: 0, target: 5, earnedAt: null },
    { code: 'ten-countries', current: 0, target: 10, earnedAt: null },
    { code: 'long-trip', current: 0, target: 31, earnedAt: null },
    { code: 'three-destinations-month', current: 0, target: 3, earnedAt: null },
    { code: 'hundred-thousand-points', current: 1120, target: 100000, earnedAt: null },
  ],
};

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned token shaped like the server's: the client only decodes it, never verifies it. */
export function makeToken(overrides: Partial<TokenPayload> = {}, user: User = TEST_USER): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenPayload = {
    _id: user._id,
    name: user.name,
    email: user.email,
    isPremium: user.isPremium,
    isAdmin: user.isAdmin,
    role: user.role,
    settings: { language: user.settings.language, currency: user.settings.currency },
    ver: 1,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;
}

/** Stores a signed-in session the way a previous visit would have left it. */
export function storeSignedIn(user: User = TEST_USER): string {
  const token = makeToken({}, user);
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  return token;
}

/** An admin, an agency's manager and one of its consultants (agency and admin screens). */
export const ADMIN_USER: User = {
  ...TEST_USER,
  _id: 'admin-1',
  name: 'Paula Admin',
  email: 'paula@trilha.test',
  isAdmin: true,
  role: 'admin',
};
export const MANAGER_USER: User = {
  ...TEST_USER,
  _id: 'manager-user',
  name: 'Marta Gestora',
  email: 'marta@rumo.test',
  role: 'consultant-admin',
  agencyId: 'agency-1',
};
export const CONSULTANT_USER: User = {
  ...TEST_USER,
  _id: 'consultant-user',
  name: 'Caio Consultor',
  email: 'caio@rumo.test',
  role: 'consultant',
  agencyId: 'agency-1',
};

/** Signed in as `user`, with the calls every screen behind login makes. */
export function signedInAs(user: User, routes: Record<string, MockRoute> = {}) {
  storeSignedIn(user);
  return mockApi({
    'GET /auth/me': { status: 200, data: user },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    ...routes,
  });
}
