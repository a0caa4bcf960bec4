import {
  INVITATION_DAYS,
  type addClientSchema,
  type addConsultantSchema,
  type Agency,
  type agencyInputSchema,
  type AgencyListItem,
  type Client,
  type Consultant,
  type StaffRole,
  type updateClientSchema,
  type updateConsultantSchema,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { MailQueue } from '../mail/mail-queue';
import { agencyInvitationMail, invitationMail } from '../../adapters/mail/templates';
import { conflict, forbidden, notFound, ValidationError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import type { Actor } from '../../plugins/auth';
import { passwordResetsRepository } from '../auth/password-resets.repository';
import { usersRepository, type UserRow } from '../users/users.repository';
import type { NotificationsService } from '../notifications/notifications.service';
import { authorizeAgency, mayEditAccount, type AgencyAction } from './agencies.policy';
import {
  consultantAssignedNotice,
  personOf,
  presentAgency,
  presentClient,
  presentConsultant,
  presentPeople,
} from './agencies.presenter';
import { agenciesRepository, type AgencyRow, type MemberWithUser } from './agencies.repository';
import { agencyAccessRepository } from './agency-access.repository';

type AgencyInput = z.output<typeof agencyInputSchema>;
type AddConsultant = z.output<typeof addConsultantSchema>;
type UpdateConsultant = z.output<typeof updateConsultantSchema>;
type AddClient = z.output<typeof addClientSchema>;
type UpdateClient = z.output<typeof updateClientSchema>;

interface NewMember {
  email: string;
  name?: string;
  kind: 'consultant' | 'client';
  role: StaffRole | 'user';
  consultantId: string | null;
}

export interface AgenciesServiceDeps {
  db: Database;
  mail: MailQueue;
  appUrl: string;
  notify: NotificationsService['notify'];
}

export function createAgenciesService({ db, mail: mailQueue, appUrl, notify }: AgenciesServiceDeps) {
  /** The agency, after checking the caller may do `action` with it. */
  async function load(actor: Actor, agencyId: string, action: AgencyAction) {
    const membership = await agenciesRepository.membership(db, actor.id);
    const level = authorizeAgency({ role: actor.role, membership }, agencyId, action);
    const agency = await agenciesRepository.find(db, agencyId);
    if (!agency) throw notFound('AGENCY');
    return { agency, level, membership };
  }

  const present = async (agency: AgencyRow): Promise<Agency> =>
    presentAgency(agency, await agenciesRepository.members(db, agency.id));

  /** A password-set link for someone the agency added without an account (or whose e-mail it corrected). */
  async function sendPasswordSetLink(
    user: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>,
    agency: string,
  ) {
    const token = randomToken();
    const mail = invitationMail(user.language, user.name, agency, `${appUrl}/reset-password/${token}`);
    await db.transaction(async (tx) => {
      await passwordResetsRepository.insert(
        tx,
        user.id,
        sha256(token),
        new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      );
      await mailQueue.message(tx, { to: user.email, ...mail });
    });
  }

  /** Someone with an account is asked, in the app and by mail, and nothing changes until they accept. */
  async function sendInvitation(actor: Actor, user: UserRow, agency: AgencyRow, role: NewMember['role']) {
    const as = role === 'user' ? 'client' : role;
    await notify({
      userId: user.id,
      kind: 'agency-invited',
      params: { agency: agency.name, by: actor.name, role: as },
      link: '/notifications',
    });
    const mail = agencyInvitationMail(
      user.language,
      { name: user.name, by: actor.name, agency: agency.name, role: as },
      `${appUrl}/notifications`,
    );
    await mailQueue.message(db, { to: user.email, ...mail });
  }

  /** Platform admins and people already in (or invited to) an agency cannot be added. */
  async function assertMayJoin(user: UserRow, agencyId: string) {
    if (user.role === 'admin') throw conflict('CANNOT_ADD_ADMIN');
    const existing = await agenciesRepository.anyMembership(db, user.id);
    if (existing) throw conflict(existing.agencyId === agencyId ? 'MEMBER_EXISTS' : 'IN_OTHER_AGENCY');
  }

  /**
   * Adds a person by e-mail. An existing account is only invited (status `invited`, its role and data
   * untouched until the person accepts); an e-mail without one needs a name (404 USER_NOT_FOUND so the
   * dialog asks for it) and gets a new account that the agency may correct until its first sign-in.
   */
  async function addMember(actor: Actor, agency: AgencyRow, input: NewMember): Promise<string> {
    const existing = await usersRepository.findByEmail(db, input.email);
    if (existing) await assertMayJoin(existing, agency.id);
    else if (!input.name) throw notFound('USER');
    const { memberId, user } = await db.transaction(async (tx) => {
      const user =
        existing ??
        (await usersRepository.insert(tx, {
          name: input.name!,
          email: input.email,
          language: actor.language,
          role: input.role,
          agencyId: agency.id,
          createdByAgencyId: agency.id,
        }));
      const row = await agenciesRepository.insertMember(tx, {
        agencyId: agency.id,
        userId: user.id,
        kind: input.kind,
        consultantId: input.consultantId,
        status: existing ? 'invited' : 'active',
        invitedRole: existing && input.role !== 'user' ? input.role : null,
        invitedBy: actor.id,
      });
      return { memberId: row.id, user };
    });
    if (existing) {
      await sendInvitation(actor, user, agency, input.role);
      return memberId;
    }
    await sendPasswordSetLink(user, agency.name);
    await notify({
      userId: user.id,
      kind: 'agency-added',
      params: { agency: agency.name, role: input.kind },
      link: input.kind === 'client' ? '/trips' : '/consultant/clients',
    });
    return memberId;
  }

  const notifyAssigned = (userId: string, consultant: string, agency: string) =>
    notify(consultantAssignedNotice(userId, consultant, agency));

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

  const presentOneClient = async (row: MemberWithUser): Promise<Client> =>
    presentClient(row, await agenciesRepository.consultantName(db, row.member));

  /**
   * The account columns a staff update would change: none when the body repeats what the agency sees.
   * Changing them is refused unless the agency may edit the account; a corrected e-mail voids the links
   * already mailed (they went to the wrong address) and sends a fresh one to the right one.
   */
  function accountChange(row: MemberWithUser, input: { name?: string; email?: string }) {
    const shown = personOf(row);
    const values = {
      ...(input.name !== undefined && input.name !== shown.name ? { name: input.name } : {}),
      ...(input.email !== undefined && input.email !== shown.email ? { email: input.email } : {}),
    };
    if (Object.keys(values).length > 0 && !mayEditAccount(row)) throw forbidden('ACCOUNT_NOT_EDITABLE');
    return values;
  }

  async function applyAccountChange(
    tx: Executor,
    row: MemberWithUser,
    values: { name?: string; email?: string },
  ): Promise<UserRow | undefined> {
    if (Object.keys(values).length === 0) return undefined;
    const user = await usersRepository.update(tx, row.user.id, values);
    if (values.email) await passwordResetsRepository.deleteForUser(tx, row.user.id);
    return values.email ? user : undefined;
  }

  return {
    async create(actor: Actor, input: AgencyInput): Promise<Agency> {
      if (actor.role !== 'admin') throw forbidden();
      return present(await agenciesRepository.insert(db, input));
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
      const row = await agenciesRepository.update(db, agencyId, input);
      if (!row) throw notFound('AGENCY');
      return present(row);
    },

    /**
     * Members go back to plain users; their accounts and trips stay theirs, and the shares the agency gave
     * its staff go with it (on delete cascade).
     */
    async remove(actor: Actor, agencyId: string): Promise<void> {
      if (actor.role !== 'admin') throw forbidden();
      const agency = await agenciesRepository.find(db, agencyId);
      if (!agency) throw notFound('AGENCY');
      await db.transaction((tx) => agenciesRepository.delete(tx, agency.id));
    },

    async consultants(actor: Actor, agencyId: string): Promise<Consultant[]> {
      await load(actor, agencyId, 'manage');
      return presentPeople(await agenciesRepository.members(db, agencyId)).consultants;
    },

    async addConsultant(actor: Actor, agencyId: string, input: AddConsultant): Promise<Consultant> {
      const { agency } = await load(actor, agencyId, 'manage');
      const id = await addMember(actor, agency, {
        email: input.email,
        name: input.name,
        kind: 'consultant',
        role: input.role,
        consultantId: null,
      });
      return presentConsultant(await member(agency.id, id, 'consultant'));
    },

    async updateConsultant(actor: Actor, agencyId: string, consultantId: string, input: UpdateConsultant) {
      const { agency } = await load(actor, agencyId, 'manage');
      const row = await member(agencyId, consultantId, 'consultant');
      const account = accountChange(row, input);
      const role: StaffRole | undefined = input.role;
      const relink = await db.transaction(async (tx) => {
        // An invited consultant's role is the one they will take on accepting; their account keeps its own.
        if (role && row.member.status === 'invited') {
          await agenciesRepository.updateMember(tx, row.member.id, { invitedRole: role });
        } else if (role && role !== row.user.role) {
          await usersRepository.update(tx, row.user.id, { role });
          // A consultant-admin made a consultant keeps only their own clients' trips.
          await agencyAccessRepository.settle(tx, agencyId);
        }
        return applyAccountChange(tx, row, account);
      });
      if (relink) await sendPasswordSetLink(relink, agency.name);
      return presentConsultant(await member(agencyId, consultantId, 'consultant'));
    },

    /** The consultant leaves the agency (their clients lose their assignment); the account stays. */
    async removeConsultant(actor: Actor, agencyId: string, consultantId: string): Promise<void> {
      await load(actor, agencyId, 'manage');
      const row = await member(agencyId, consultantId, 'consultant');
      if (row.user.id === actor.id) throw conflict('CANNOT_REMOVE_SELF');
      await db.transaction((tx) => agenciesRepository.removeConsultant(tx, row.member));
    },

    async toggleConsultant(actor: Actor, agencyId: string, consultantId: string): Promise<Consultant> {
      await load(actor, agencyId, 'manage');
      const row = await member(agencyId, consultantId, 'consultant');
      if (row.user.id === actor.id) throw conflict('CANNOT_REMOVE_SELF');
      if (row.member.status === 'invited') throw conflict('INVITATION_PENDING');
      // Deactivating takes the client trips away; reactivating gives back those of their own clients.
      await db.transaction(async (tx) => {
        await agenciesRepository.updateMember(tx, row.member.id, {
          status: row.member.status === 'active' ? 'inactive' : 'active',
        });
        await agencyAccessRepository.settle(tx, agencyId, { consultantMemberId: row.member.id });
      });
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
      const id = await addMember(actor, agency, {
        email: input.email,
        name: input.name,
        kind: 'client',
        role: 'user',
        consultantId,
      });
      const client = await presentOneClient(await member(agency.id, id, 'client'));
      if (client.status === 'active' && client.consultantName) {
        await notifyAssigned(client.userId, client.consultantName, agency.name);
      }
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
      const account = accountChange(row, input);
      const relink = await db.transaction(async (tx) => {
        await assertConsultant(tx, agencyId, input.consultantId);
        const membership = {
          ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
          ...(input.consultantId !== undefined ? { consultantId: input.consultantId } : {}),
        };
        if (Object.keys(membership).length > 0) {
          await agenciesRepository.updateMember(tx, row.member.id, membership);
        }
        // The consultant the client leaves loses their trips; the one they are given gets them.
        if (input.consultantId !== undefined && input.consultantId !== row.member.consultantId) {
          await agencyAccessRepository.settle(tx, agencyId, { clientMemberId: row.member.id });
        }
        return applyAccountChange(tx, row, account);
      });
      if (relink) await sendPasswordSetLink(relink, agency.name);
      const client = await presentOneClient(await member(agencyId, clientId, 'client'));
      const reassigned = client.consultantId && client.consultantId !== row.member.consultantId;
      if (reassigned && client.status === 'active' && client.consultantName) {
        await notifyAssigned(client.userId, client.consultantName, agency.name);
      }
      return client;
    },

    async removeClient(actor: Actor, agencyId: string, clientId: string): Promise<void> {
      await load(actor, agencyId, 'manage');
      const row = await member(agencyId, clientId, 'client');
      await db.transaction(async (tx) => {
        await agenciesRepository.deleteMember(tx, row.member.id);
        if (row.member.status !== 'invited')
          await usersRepository.update(tx, row.user.id, { agencyId: null });
        await agencyAccessRepository.release(tx, agencyId, row.user.id);
      });
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
