import type { Notification } from '@trilha/shared';
import { mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_PROFILE, TEST_USER } from '../../test/session-fixtures';

/** An ISO instant for a local wall time, so the dd/MM/yyyy HH:mm text is the same in any time zone. */
export function localInstant(year: number, month: number, day: number, hour: number, minute: number): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

let sequence = 0;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    _id: `n-${sequence}`,
    kind: 'trip-shared',
    title: `Notification ${sequence}`,
    message: 'Something happened.',
    link: '/trips/trip-1',
    isRead: false,
    createdAt: localInstant(2027, 3, 1, 14, 5),
    ...overrides,
  };
}

export function unreadList(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => makeNotification({ _id: `u-${index + 1}` }));
}

/** A signed-in user with no unread notifications unless the table says otherwise. */
export function notificationsApi(routes: Record<string, MockRoute> = {}) {
  const token = storeSignedIn();
  const api = mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': { status: 200, data: TEST_PROFILE },
    'GET /notifications/unread': { status: 200, data: [] },
    ...routes,
  });
  return { ...api, token };
}
