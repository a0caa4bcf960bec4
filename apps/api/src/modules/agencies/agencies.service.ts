import { and, eq } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  type addClientSchema,
  type addConsultantSchema,
  type Agency,
  type agencyInputSchema,
  type AgencyListItem,
  type Client,
  type ClientDetail,
  type Consultant,
  type Language,
  type StaffRole,
  type tripInputSchema,
  type updateClientSchema,
  type updateConsultantSchema,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { agencies, agencyMembers, tripShares, users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail/mailer';
import { invitationMail } from '../../adapters/mail/templates';
import type { BackgroundTasks } from '../../lib/background';
import { conflict, forbidden, notFound, ValidationError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import type { Actor } from '../../plugins/auth';
import { passwordResetsRepository } from '../auth/password-resets.repository';
import { tripsRepository } from '../trips/trips.repository';
import type { TripsService } from '../trips/trips.service';
import { presentTrip } from '../trips/trips.presenter';
import { usersRepository, type UserRow } from '../users/users.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { authorizeAgency, type AgencyAction } from './agencies.policy';
import { agenciesRepository, type AgencyRow, type MemberWithUser } from './agencies.repository';

type AgencyInput = z.output<typeof agencyInputSchema>;
type AddConsultant = z.output<typeof addConsultantSchema>;
type UpdateConsultant = z.output<typeof updateConsultantSchema>;
type AddClient = z.output<typeof addClientSchema>;
type UpdateClient = z.output<typeof updateClientSchema>;
type TripInput = z.output<typeof tripInputSchema>;

const presentConsultant = ({ member, user }: MemberWithUser): Consultant => ({
  _id: member.id,
  userId: user.id,
  name: user.name,
  email: user.email,
  role: user.role === 'consultant-admin' ? 'consultant-admin' : 'consultant',
  status: member.status,
});

function presentClient({ member, user }: MemberWithUser, names: Map<string, string>): Client {
  return {
    _id: member.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    paymentStatus: member.paymentStatus,
    consultantId: member.consultantId,
    consultantName: member.consultantId ? (names.get(member.consultantId) ?? null) : null,
    agencyId: member.agencyId,
  };
}

function presentPeople(rows: MemberWithUser[]) {
  const consultants = rows.filter((row) => row.member.kind === 'consultant');
  const names = new Map(consultants.map((row) => [row.member.id, row.user.name]));
  return {
    consultants: consultants.map(presentConsultant),
    clients: rows.filter((row) => row.member.kind === 'client').map((row) => presentClient(row, names)),
  };
}

export interface AgenciesServiceDeps {
  db: Database;
  trips: TripsService;
  mailer: Mailer;
  background: BackgroundTasks;
  appUrl: string;
  notify: NotificationsService['notify'];
}

export function createAgenciesService({
  db,
  trips,
  mailer,
  background,
  appUrl,
  notify,
}: AgenciesServiceDeps) {
  /** The agency, after checking the caller may do `action` with it. */
  async function load(actor: Actor, agencyId: string, action: AgencyAction) {
    const membership = await agenciesRepository.membership(db, actor.id);
    const level = authorizeAgency({ role: actor.role, membership }, agencyId, action);
    const agency = await agenciesRepository.find(db, agencyId);
    if (!agency) throw notFound('AGENCY');
    return { agency, level, membership };
  }

  async function present(agency: AgencyRow): Promise<Agency> {
    const people = presentPeople(await agenciesRepository.members(db, agency.id));
    return {
      _id: agency.id,
      name: agency.name,
      address: agency.address,
      contactEmail: agency.contactEmail,
      phone: agency.phone,
      ...people,
    };
  }

  /** A password-set link for someone the agency added without an account. */
  async function invite(user: UserRow, agencyName: string) {
    const token = randomToken();
    await passwordResetsRepository.insert(
      db,
      user.id,
      sha256(token),
      new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    );
    const mail = invitationMail(user.language, user.name, agencyName, `${appUrl}/reset-password/${token}`);
    background.run('invitation-mail', () => mailer.send({ to: user.email, ...mail }));
  }

  /**
   * The account for an e-mail: the existing one, or a new one when a name is given (404 USER_NOT_FOUND
   * otherwise, so the dialog can ask for it). Platform admins and members of an agency cannot join.
   */
  async function accountFor(agencyId: string, email: string, name: string | undefined, language: Language) {
    const existing = await usersRepository.findByEmail(db, email);
    if (existing) {
      if (existing.role === 'admin') throw conflict('CANNOT_ADD_ADMIN');
      const membership = await agenciesRepository.membership(db, existing.id);
      if (membership) throw conflict(membership.agencyId === agencyId ? 'MEMBER_EXISTS' : 'IN_OTHER_AGENCY');
      return { user: existing, created: false };
    }
    if (!name) throw notFound('USER');
    return { user: await usersRepository.insert(db, { name, email, language }), created: true };
  }

  const notifyAssigned = (userId: string, consultant: string, agency: string) =>
    notify({ userId, kind: 'consultant-assigned', params: { consultant, agency }, link: '/trips' });

  /** A consultant of this agency, for assigning clients. */
  async function assertConsultant(tx: Executor, agencyId: string, consultantId: string | null | undefined) {
    if (!consultantId) return;
    if (!(await agenciesRepository.member(tx, agencyId, consultantId, 'consultant'))) {
      throw new ValidationError([{ path: 'consultantId', message: 'validation.consultantOfAgency' }]);
    }
  }

  async function member(agencyId: string, memberId: string, kind: 'consultant' | 'client') {
    const row = await agenciesRepository.member(db, agencyId, memberId, kind);
    if (!row) throw notFound(kind === 'consultant' ? 'CONSULTANT' : 'CLIENT');
    return row;
  }

  /** One client of the agency as the contract shows them, with their consultant's name. */
  async function presentOneClient(row: MemberWithUser): Promise<Client> {
    const consultant = row.member.consultantId
      ? await agenciesRepository.member(db, row.member.agencyId, row.member.consultantId, 'consultant')
      : undefined;
    return presentClient(row, new Map(consultant ? [[consultant.member.id, consultant.user.name]] : []));
  }

  /** The agency's client as the caller may see them: a consultant sees only their own clients. */
  async function clientFor(actor: Actor, clientId: string) {
    const membership = await agenciesRepository.membership(db, actor.id);
    if (!membership) throw notFound('CLIENT');
    const level = authorizeAgency({ role: actor.role, membership }, membership.agencyId, 'clients');
    const row = await agenciesRepository.member(db, membership.agencyId, clientId, 'client');
    if (!row || (level === 'consultant' && row.member.consultantId !== membership.id))
      throw notFound('CLIENT');
    return { row, membership };
  }

  return {
    async create(actor: Actor, input: AgencyInput): Promise<Agency> {
      if (actor.role !== 'admin') throw forbidden();
      const [row] = await db.insert(agencies).values(input).returning();
      return present(row!);
    },

    /** Admin: every agency; staff: their own. */
    async list(actor: Actor): Promise<AgencyListItem[]> {
      let rows: AgencyRow[];
      if (actor.role === 'admin') rows = await agenciesRepository.list(db);
      else {
        const membership = await agenciesRepository.membership(db, actor.id);
        if (!membership || membership.kind !== 'consultant') throw forbidden();
        authorizeAgency({ role: actor.role, membership }, membership.agencyId, 'read');
        rows = await agenciesRepository.list(db, [membership.agencyId]);
      }
      const counts = await agenciesRepository.counts(
        db,
        rows.map((row) => row.id),
      );
      const countOf = (agencyId: string, kind: string) =>
        counts.find((row) => row.agencyId === agencyId && row.kind === kind)?.total ?? 0;
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        address: row.address,
        contactEmail: row.contactEmail,
        phone: row.phone,
        consultantCount: countOf(row.id, 'consultant'),
        clientCount: countOf(row.id, 'client'),
      }));
    },

    async get(actor: Actor, agencyId: string): Promise<Agency> {
      return present((await load(actor, agencyId, 'read')).agency);
    },

    async update(actor: Actor, agencyId: string, input: AgencyInput): Promise<Agency> {
      await load(actor, agencyId, 'manage');
      const [row] = await db.update(agencies).set(input).where(eq(agencies.id, agencyId)).returning();
      if (!row) throw notFound('AGENCY');
      return present(row);
    },

    /** Members go back to plain users; their accounts and trips stay theirs. */
    async remove(actor: Actor, agencyId: string): Promise<void> {
      if (actor.role !== 'admin') throw forbidden();
      const agency = await agenciesRepository.find(db, agencyId);
      if (!agency) throw notFound('AGENCY');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ role: 'user', agencyId: null })
          .where(and(eq(users.agencyId, agency.id)));
        await tx.delete(agencies).where(eq(agencies.id, agency.id));
      });
    },

    async consultants(actor: Actor, agencyId: string): Promise<Consultant[]> {
      await load(actor, agencyId, 'manage');
      return presentPeople(await agenciesRepository.members(db, agencyId)).consultants;
    },

    async addConsultant(actor: Actor, agencyId: string, input: AddConsultant): Promise<Consultant> {
      const { agency } = await load(actor, agencyId, 'manage');
      const { user, created } = await accountFor(agency.id, input.email, input.name, actor.language);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agencyMembers)
          .values({ agencyId: agency.id, userId: user.id, kind: 'consultant' })
          .returning();
        await usersRepository.update(tx, user.id, { role: input.role, agencyId: agency.id });
        return row!.id;
      });
      if (created) await invite(user, agency.name);
      await notify({
        userId: user.id,
        kind: 'agency-added',
        params: { agency: agency.name, role: 'consultant' },
        link: '/consultant/clients',
      });
      return presentConsultant(await member(agency.id, id, 'consultant'));
    },

    async updateConsultant(actor: Actor, agencyId: string, consultantId: string, input: UpdateConsultant) {
      await load(actor, agencyId, 'manage');
      const row = await member(agencyId, consultantId, 'consultant');
      const role: StaffRole | undefined = input.role;
      await usersRepository.update(db, row.user.id, {
        name: input.name,
        email: input.email,
        ...(role ? { role } : {}),
      });
      return presentConsultant(await member(agencyId, consultantId, 'consultant'));
    },

    /** The consultant leaves the agency (their clients lose their assignment); the account stays. */
    async removeConsultant(actor: Actor, agencyId: string, consultantId: string): Promise<void> {
      await load(actor, agencyId, 'manage');
      const row = await member(agencyId, consultantId, 'consultant');
      if (row.user.id === actor.id) throw conflict('CANNOT_REMOVE_SELF');
      await db.transaction(async (tx) => {
        await tx.delete(agencyMembers).where(eq(agencyMembers.id, row.member.id));
        await usersRepository.update(tx, row.user.id, { role: 'user', agencyId: null });
      });
    },

    async toggleConsultant(actor: Actor, agencyId: string, consultantId: string): Promise<Consultant> {
      await load(actor, agencyId, 'manage');
      const row = await member(agencyId, consultantId, 'consultant');
      if (row.user.id === actor.id) throw conflict('CANNOT_REMOVE_SELF');
      await db
        .update(agencyMembers)
        .set({ status: row.member.status === 'active' ? 'inactive' : 'active' })
        .where(eq(agencyMembers.id, row.member.id));
      return presentConsultant(await member(agencyId, consultantId, 'consultant'));
    },

    async clients(actor: Actor, agencyId: string): Promise<Client[]> {
      await load(actor, agencyId, 'clients');
      return presentPeople(await agenciesRepository.members(db, agencyId)).clients;
    },

    /** A consultant adding a client without naming a consultant becomes theirs. */
    async addClient(actor: Actor, agencyId: string, input: AddClient): Promise<Client> {
      const { agency, level, membership } = await load(actor, agencyId, 'clients');
      const consultantId = input.consultantId ?? (level === 'consultant' ? membership!.id : null);
      await assertConsultant(db, agency.id, consultantId);
      const { user, created } = await accountFor(agency.id, input.email, input.name, actor.language);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agencyMembers)
          .values({ agencyId: agency.id, userId: user.id, kind: 'client', consultantId })
          .returning();
        await usersRepository.update(tx, user.id, { agencyId: agency.id });
        return row!.id;
      });
      if (created) await invite(user, agency.name);
      await notify({
        userId: user.id,
        kind: 'agency-added',
        params: { agency: agency.name, role: 'client' },
        link: '/trips',
      });
      const client = await presentOneClient(await member(agency.id, id, 'client'));
      if (client.consultantName) await notifyAssigned(client.userId, client.consultantName, agency.name);
      return client;
    },

    async updateClient(
      actor: Actor,
      agencyId: string,
      clientId: string,
      input: UpdateClient,
    ): Promise<Client> {
      const { agency } = await load(actor, agencyId, 'manage');
      const row = await member(agencyId, clientId, 'client');
      await db.transaction(async (tx) => {
        await assertConsultant(tx, agencyId, input.consultantId);
        await usersRepository.update(tx, row.user.id, { name: input.name, email: input.email });
        await tx
          .update(agencyMembers)
          .set({
            ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
            ...(input.consultantId !== undefined ? { consultantId: input.consultantId } : {}),
          })
          .where(eq(agencyMembers.id, row.member.id));
      });
      const client = await presentOneClient(await member(agencyId, clientId, 'client'));
      if (client.consultantId && client.consultantId !== row.member.consultantId && client.consultantName) {
        await notifyAssigned(client.userId, client.consultantName, agency.name);
      }
      return client;
    },

    async removeClient(actor: Actor, agencyId: string, clientId: string): Promise<void> {
      await load(actor, agencyId, 'manage');
      const row = await member(agencyId, clientId, 'client');
      await db.transaction(async (tx) => {
        await tx.delete(agencyMembers).where(eq(agencyMembers.id, row.member.id));
        await usersRepository.update(tx, row.user.id, { agencyId: null });
      });
    },

    /** A consultant's own clients; a consultant-admin's whole agency. */
    async myClients(actor: Actor): Promise<Client[]> {
      const membership = await agenciesRepository.membership(db, actor.id);
      if (!membership || membership.kind !== 'consultant') {
        if (actor.role === 'admin') return [];
        throw forbidden();
      }
      const level = authorizeAgency({ role: actor.role, membership }, membership.agencyId, 'clients');
      const clients = presentPeople(await agenciesRepository.members(db, membership.agencyId)).clients;
      return level === 'consultant'
        ? clients.filter((client) => client.consultantId === membership.id)
        : clients;
    },

    async clientDetail(actor: Actor, clientId: string, language: Language): Promise<ClientDetail> {
      const { row } = await clientFor(actor, clientId);
      // The client's trips this consultant works on (shared with them), with their role on each.
      const shared = await tripsRepository.ownedAndSharedWith(db, row.user.id, actor.id);
      return {
        ...(await presentOneClient(row)),
        trips: shared.map(({ trip, role }) => presentTrip(trip, role, language)),
      };
    },

    /** A trip owned by the client, shared with the consultant planning it as an admin. */
    async planTrip(actor: Actor, clientId: string, input: TripInput, language: Language) {
      const { row } = await clientFor(actor, clientId);
      const client = await usersRepository.findById(db, row.user.id);
      if (!client) throw notFound('CLIENT');
      const trip = await trips.create(client, input, language);
      await db
        .insert(tripShares)
        .values({ tripId: trip._id, userId: actor.id, role: 'admin' })
        .onConflictDoNothing();
      return trips.get(actor, trip._id, language);
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
