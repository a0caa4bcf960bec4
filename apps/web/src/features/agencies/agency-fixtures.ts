import type { Agency, AgencyListItem, Client, ClientDetail, Consultant } from '@trilha/shared';
import type { MockRoute } from '../../test/mock-api';

import { CONSULTANT_USER, MANAGER_USER } from '../../test/session-fixtures';

export { ADMIN_USER, CONSULTANT_USER, MANAGER_USER, signedInAs } from '../../test/session-fixtures';
import { makeTripSummary } from '../trips/trip-fixtures';

export const MANAGER: Consultant = {
  _id: 'member-marta',
  userId: MANAGER_USER._id,
  name: MANAGER_USER.name,
  email: MANAGER_USER.email,
  role: 'consultant-admin',
  status: 'active',
  canEditAccount: false,
};
export const CAIO: Consultant = {
  _id: 'member-caio',
  userId: CONSULTANT_USER._id,
  name: CONSULTANT_USER.name,
  email: CONSULTANT_USER.email,
  role: 'consultant',
  status: 'active',
  // An account the agency created that nobody has signed in to yet: its e-mail may be corrected.
  canEditAccount: true,
};
export const DORA: Consultant = {
  _id: 'member-dora',
  userId: 'dora-user',
  name: 'Dora Dias',
  email: 'dora@rumo.test',
  role: 'consultant',
  status: 'inactive',
  canEditAccount: false,
};
export const CONSULTANTS: Consultant[] = [MANAGER, CAIO, DORA];

export const BRUNO: Client = {
  _id: 'client-bruno',
  userId: 'bruno-user',
  name: 'Bruno Reis',
  email: 'bruno@example.com',
  paymentStatus: 'paid',
  consultantId: CAIO._id,
  consultantName: CAIO.name,
  agencyId: 'agency-1',
  status: 'active',
  canEditAccount: true,
};
export const LIA: Client = {
  _id: 'client-lia',
  userId: 'lia-user',
  name: 'Lia Prado',
  email: 'lia@example.com',
  paymentStatus: 'overdue',
  consultantId: null,
  consultantName: null,
  agencyId: 'agency-1',
  status: 'active',
  canEditAccount: false,
};
export const CLIENTS: Client[] = [BRUNO, LIA];

export const AGENCY: Agency = {
  _id: 'agency-1',
  name: 'Rumo Viagens',
  address: 'Rua Augusta, 100 - São Paulo',
  contactEmail: 'oi@rumo.test',
  phone: '+55 11 5555-0000',
  consultants: CONSULTANTS,
  clients: CLIENTS,
};

export const AGENCY_ITEM: AgencyListItem = {
  _id: AGENCY._id,
  name: AGENCY.name,
  address: AGENCY.address,
  contactEmail: AGENCY.contactEmail,
  phone: AGENCY.phone,
  consultantCount: 3,
  clientCount: 2,
};

export const BRUNO_DETAIL: ClientDetail = {
  ...BRUNO,
  trips: [makeTripSummary({ _id: 'trip-bruno', title: 'Honeymoon in Lisbon', ownerId: BRUNO.userId })],
};

/** The calls of an agency screen: the agency, its consultants and its clients. */
export function agencyRoutes(overrides: Record<string, MockRoute> = {}): Record<string, MockRoute> {
  return {
    'GET /agencies': { status: 200, data: [AGENCY_ITEM] },
    'GET /agencies/agency-1': { status: 200, data: AGENCY },
    'GET /agencies/agency-1/consultants': { status: 200, data: CONSULTANTS },
    'GET /agencies/agency-1/clients': { status: 200, data: CLIENTS },
    ...overrides,
  };
}
