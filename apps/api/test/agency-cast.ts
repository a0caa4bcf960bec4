import { agencies, agencyMembers } from '../src/db/schema';
import type { TestContext } from './app';
import { createUser, type CreatedUser } from './factories';

export type AgencyCaller =
  | 'admin'
  | 'manager'
  | 'otherManager'
  | 'consultant'
  | 'inactiveConsultant'
  | 'otherConsultant'
  | 'client'
  | 'user'
  | 'anonymous';

export interface AgencyCast {
  agencyId: string;
  otherAgencyId: string;
  people: Record<Exclude<AgencyCaller, 'anonymous'>, CreatedUser>;
  /** Membership ids in the agency. */
  consultantId: string;
  inactiveConsultantId: string;
  clientId: string;
}

/**
 * Two agencies and everyone the role tables of issue 7 ask about: the platform admin, each agency's
 * consultant-admin, an active and an inactive consultant here, a consultant elsewhere, a client, a user.
 */
export async function agencyCast(ctx: TestContext): Promise<AgencyCast> {
  const [agency, other] = await ctx.db
    .insert(agencies)
    .values([{ name: 'Rumo Viagens' }, { name: 'Outra Agência' }])
    .returning();
  const join = async (user: CreatedUser, agencyId: string, kind: 'consultant' | 'client', extra = {}) => {
    const [row] = await ctx.db
      .insert(agencyMembers)
      .values({ agencyId, userId: user.user.id, kind, ...extra })
      .returning();
    return row!.id;
  };
  const people = {
    admin: await createUser(ctx, { role: 'admin' }),
    manager: await createUser(ctx, { role: 'consultant-admin', agencyId: agency!.id }),
    otherManager: await createUser(ctx, { role: 'consultant-admin', agencyId: other!.id }),
    consultant: await createUser(ctx, { role: 'consultant', agencyId: agency!.id }),
    inactiveConsultant: await createUser(ctx, { role: 'consultant', agencyId: agency!.id }),
    otherConsultant: await createUser(ctx, { role: 'consultant', agencyId: other!.id }),
    client: await createUser(ctx, { agencyId: agency!.id }),
    user: await createUser(ctx),
  };
  await join(people.manager, agency!.id, 'consultant');
  await join(people.otherManager, other!.id, 'consultant');
  const consultantId = await join(people.consultant, agency!.id, 'consultant');
  const inactiveConsultantId = await join(people.inactiveConsultant, agency!.id, 'consultant', {
    status: 'inactive',
  });
  await join(people.otherConsultant, other!.id, 'consultant');
  const clientId = await join(people.client, agency!.id, 'client', { consultantId });
  return {
    agencyId: agency!.id,
    otherAgencyId: other!.id,
    people,
    consultantId,
    inactiveConsultantId,
    clientId,
  };
}

/** A request as `who`, in English, so tests can compare the translated messages. */
export const requestAs =
  (ctx: TestContext) =>
  (who: CreatedUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { ...who.auth, 'accept-language': 'en' } });

/** A trip a consultant plans for a client. */
export const PLANNED_TRIP = {
  title: 'Honeymoon',
  destination: { name: 'Lisbon' },
  startDate: '2030-05-01',
  endDate: '2030-05-08',
  budget: 'luxury',
  interests: [],
  currency: 'EUR',
  notes: '',
};
