import type { MockReply } from '../../test/mock-api';
import type { AdminFeedback, AdminStats, AdminUser, AuditEntry } from '@trilha/shared';
import { ADMIN_USER } from '../../test/session-fixtures';

export { ADMIN_USER, CONSULTANT_USER, MANAGER_USER, signedInAs } from '../../test/session-fixtures';

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: 'user-bia',
    name: 'Bia Lima',
    email: 'bia@example.com',
    role: 'user',
    status: 'active',
    isPremium: false,
    premiumUntil: null,
    agencyId: null,
    agencyName: null,
    createdAt: '2031-11-20T10:00:00.000Z',
    lastSignInAt: null,
    lastAction: null,
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'audit-1',
    action: 'suspend',
    actorId: ADMIN_USER._id,
    actorName: ADMIN_USER.name,
    targetId: 'user-bia',
    targetName: 'Bia Lima',
    targetEmail: 'bia@example.com',
    role: null,
    previousRole: null,
    until: null,
    createdAt: '2031-11-24T12:00:00.000Z',
    ...overrides,
  };
}

export const BIA = makeAdminUser();
export const CAIO = makeAdminUser({
  _id: 'user-caio',
  name: 'Caio Prado',
  email: 'caio@example.com',
  status: 'suspended',
  lastAction: makeAuditEntry({ targetId: 'user-caio', targetName: 'Caio Prado' }),
});
export const DUDA = makeAdminUser({
  _id: 'user-duda',
  name: 'Duda Reis',
  email: 'duda@example.com',
  status: 'pending',
});
export const ELI = makeAdminUser({
  _id: 'user-eli',
  name: 'Eli Nunes',
  email: 'eli@example.com',
  status: 'pending',
});

export const STATS: AdminStats = {
  users: {
    total: 1234,
    byRole: { user: 1200, consultant: 20, 'consultant-admin': 10, admin: 4 },
    byStatus: { pending: 3, active: 1225, suspended: 6 },
  },
  premiumUsers: 87,
  trips: 5678,
  agencies: 9,
  aiUsage: {
    total: 420,
    last30Days: 42,
    byFeature: { itinerary: 300, checklist: 60, tips: 40, 'cost-estimate': 20, import: 12 },
  },
  feedback: { total: 15, byType: { critique: 2, suggestion: 7, compliment: 5, help: 1 } },
  signupsPerWeek: [
    '2031-09-08',
    '2031-09-15',
    '2031-09-22',
    '2031-09-29',
    '2031-10-06',
    '2031-10-13',
    '2031-10-20',
    '2031-10-27',
    '2031-11-03',
    '2031-11-10',
    '2031-11-17',
    '2031-11-24',
  ].map((weekStart, index) => ({ weekStart, count: index === 9 ? 12 : index % 3 })),
};

export function makeFeedback(overrides: Partial<AdminFeedback> = {}): AdminFeedback {
  return {
    _id: 'feedback-1',
    type: 'suggestion',
    text: 'A dark map would be lovely.',
    createdAt: '2031-11-23T09:30:00.000Z',
    user: { _id: BIA._id, name: BIA.name, email: BIA.email },
    ...overrides,
  };
}

/** A page of a paged admin list, naming the next page as the server does. */
export function page<T>(items: T[], nextCursor?: string): MockReply {
  const headers: Record<string, string> = nextCursor ? { 'x-next-cursor': nextCursor } : {};
  return { status: 200, data: items, headers };
}
