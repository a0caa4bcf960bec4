import type { z } from 'zod';
import type {
  AdminAction,
  AdminFeedback,
  AdminStats,
  AdminUser,
  AdminUserUpdate,
  adminFeedbackQuerySchema,
  adminUsersQuerySchema,
  PremiumGrantInput,
  Role,
} from '@trilha/shared';
import type { Database, Executor } from '../../db/client';
import type { MailQueue } from '../mail/mail-queue';
import { accountApprovedMail, accountRejectedMail } from '../../adapters/mail/templates';
import { conflict, notFound, ValidationError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { agenciesRepository } from '../agencies/agencies.repository';
import { agencyAccessRepository } from '../agencies/agency-access.repository';
import { premiumRepository } from '../premium/premium.repository';
import { sessionsRepository } from '../users/sessions/sessions.repository';
import { endOfDay, lastDayOf, presentAdminUser, presentFeedback } from './admin.presenter';
import {
  adminRepository,
  type AccountFilter,
  type AccountRow,
  type AccountWithAgency,
} from './admin.repository';
import { readStats } from './admin.stats';

type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type FeedbackQuery = z.output<typeof adminFeedbackQuerySchema>;

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

const STAFF_ROLES: readonly Role[] = ['consultant', 'consultant-admin'];

export interface AdminServiceDeps {
  db: Database;
  mail: MailQueue;
  appUrl: string;
  notify: NotificationsService['notify'];
  now?: () => Date;
}

export function createAdminService(deps: AdminServiceDeps) {
  const { db, notify, now = () => new Date() } = deps;

  /** The account, or 404 ACCOUNT_NOT_FOUND for an unknown or malformed id. */
  async function load(id: string): Promise<AccountWithAgency> {
    const row = await adminRepository.account(db, id);
    if (!row) throw notFound('ACCOUNT');
    return row;
  }

  /** The row as the screens show it, with its latest audit entry. */
  async function present(id: string): Promise<AdminUser> {
    const row = await load(id);
    return presentAdminUser(row, (await adminRepository.lastActions(db, [row.id])).get(row.id));
  }

  async function page(filter: AccountFilter, limit: number, cursor?: string): Promise<Page<AdminUser>> {
    const rows = await adminRepository.accounts(db, filter, limit, cursor);
    const shown = rows.slice(0, limit);
    const last = await adminRepository.lastActions(
      db,
      shown.map((row) => row.id),
    );
    return {
      items: shown.map((row) => presentAdminUser(row, last.get(row.id))),
      nextCursor: rows.length > limit ? shown.at(-1)!.id : undefined,
    };
  }

  function audit(
    tx: Executor,
    actor: Actor | null,
    target: Pick<AccountRow, 'id' | 'name' | 'email'>,
    action: AdminAction,
    extra: { role?: Role; previousRole?: Role; until?: string | null; deleted?: boolean } = {},
  ) {
    return adminRepository.audit(tx, {
      actorId: actor?.id ?? null,
      targetId: extra.deleted ? null : target.id,
      targetName: target.name,
      targetEmail: target.email,
      action,
      role: extra.role ?? null,
      previousRole: extra.previousRole ?? null,
      until: extra.until ?? null,
    });
  }

  /** Taking the admin role (or sign-in) from an administrator must leave another active one. */
  async function assertAnotherAdmin(tx: Executor, target: AccountRow) {
    if (target.role !== 'admin') return;
    if (!(await adminRepository.anotherActiveAdmin(tx, target.id))) throw conflict('ADMIN_REQUIRED');
  }

  /**
   * Changes the role keeping agency membership consistent: staff roles need an accepted consultant
   * membership; leaving them removes it the way an agency removes a consultant (with the client trips it
   * gave); moving between staff roles settles which client trips the agency gives them.
   */
  async function changeRole(tx: Executor, user: AccountRow, role: Role) {
    const membership = await agenciesRepository.anyMembership(tx, user.id);
    const staff =
      membership?.kind === 'consultant' && membership.status !== 'invited' ? membership : undefined;
    if (STAFF_ROLES.includes(role)) {
      if (!staff) throw conflict('AGENCY_REQUIRED');
    } else if (staff) {
      await agenciesRepository.removeConsultant(tx, staff);
    } else if (role === 'admin' && membership) {
      throw conflict('CANNOT_ADD_ADMIN');
    }
    await adminRepository.setRole(tx, user.id, role);
    if (staff && STAFF_ROLES.includes(role)) await agencyAccessRepository.settle(tx, staff.agencyId);
  }

  return {
    stats(): Promise<AdminStats> {
      return readStats(db, now());
    },

    /** One account as the users list shows it (what a PUT of it may send back, API.md "Updates"). */
    user(id: string): Promise<AdminUser> {
      return present(id);
    },

    users(query: UsersQuery): Promise<Page<AdminUser>> {
      return page({ status: query.status, role: query.role, q: query.q }, query.limit, query.cursor);
    },

    premiumUsers(query: { limit: number; cursor?: string }): Promise<Page<AdminUser>> {
      return page({ premium: true }, query.limit, query.cursor);
    },

    async feedback(query: FeedbackQuery): Promise<Page<AdminFeedback>> {
      const rows = await adminRepository.feedback(db, query.type, query.limit, query.cursor);
      const shown = rows.slice(0, query.limit);
      return {
        items: shown.map(presentFeedback),
        nextCursor: rows.length > query.limit ? shown.at(-1)!.id : undefined,
      };
    },

    async approve(actor: Actor, id: string): Promise<AdminUser> {
      await load(id);
      await db.transaction(async (tx) => {
        const row = await adminRepository.changeStatus(tx, id, 'pending', 'active');
        if (!row) throw conflict('USER_NOT_PENDING');
        await audit(tx, actor, row, 'approve');
        const mail = accountApprovedMail(row.language, row.name, `${deps.appUrl}/login`);
        await deps.mail.message(tx, { to: row.email, ...mail });
      });
      return present(id);
    },

    /** The account is deleted, so its e-mail may sign up again; the audit entry keeps name and e-mail. */
    async reject(actor: Actor, id: string): Promise<void> {
      await load(id);
      await db.transaction(async (tx) => {
        const row = await adminRepository.deletePending(tx, id);
        if (!row) throw conflict('USER_NOT_PENDING');
        await audit(tx, actor, row, 'reject', { deleted: true });
        const mail = accountRejectedMail(row.language, row.name);
        await deps.mail.message(tx, { to: row.email, ...mail });
      });
    },

    /** Status and token version change together: the person's open sessions end on their next request. */
    async suspend(actor: Actor, id: string): Promise<AdminUser> {
      const user = await load(id);
      if (user.id === actor.id) throw conflict('OWN_ACCOUNT');
      if (user.status === 'pending') throw conflict('USER_PENDING');
      if (user.status === 'active') {
        await db.transaction(async (tx) => {
          await adminRepository.serializeAdminChanges(tx);
          await assertAnotherAdmin(tx, user);
          const row = await adminRepository.changeStatus(tx, id, 'active', 'suspended', {
            revokeTokens: true,
          });
          if (!row) return;
          await sessionsRepository.revokeAll(tx, row.id);
          await audit(tx, actor, row, 'suspend');
        });
      }
      return present(id);
    },

    async reactivate(actor: Actor, id: string): Promise<AdminUser> {
      const user = await load(id);
      if (user.status === 'pending') throw conflict('USER_PENDING');
      if (user.status === 'suspended') {
        await db.transaction(async (tx) => {
          const row = await adminRepository.changeStatus(tx, id, 'suspended', 'active');
          if (row) await audit(tx, actor, row, 'reactivate');
        });
      }
      return present(id);
    },

    async update(actor: Actor, id: string, input: AdminUserUpdate): Promise<AdminUser> {
      const user = await load(id);
      const role = input.role;
      if (role && role !== user.role) {
        if (user.id === actor.id) throw conflict('OWN_ACCOUNT');
        if (user.status === 'pending') throw conflict('USER_PENDING');
        await db.transaction(async (tx) => {
          await adminRepository.serializeAdminChanges(tx);
          const current = await adminRepository.lockAccount(tx, id);
          if (!current) throw notFound('ACCOUNT');
          if (current.role === role) return;
          await assertAnotherAdmin(tx, current);
          await changeRole(tx, current, role);
          await audit(tx, actor, current, 'role', { role, previousRole: current.role });
        });
      }
      return present(id);
    },

    /**
     * A manual grant (optionally up to a last day, inclusive) or its end. Repeating the current state
     * changes nothing; a new end date on a running grant only updates it. A subscriber's premium is
     * refused (409 PREMIUM_SUBSCRIBED): it comes and goes with their subscription.
     */
    async premium(actor: Actor, id: string, input: PremiumGrantInput): Promise<AdminUser> {
      const until = input.until ?? null;
      if (!input.isPremium && until !== null) {
        throw new ValidationError([{ path: 'until', message: 'validation.invalid' }]);
      }
      if (until !== null && until < now().toISOString().slice(0, 10)) {
        throw new ValidationError([{ path: 'until', message: 'validation.premiumUntilPast' }]);
      }
      const user = await load(id);
      // A paid subscription is the person's to end (cancelling it); a grant would fight the webhook.
      if (await premiumRepository.isSubscribed(db, id)) throw conflict('PREMIUM_SUBSCRIBED');
      if (user.isPremium === input.isPremium && lastDayOf(user.premiumUntil) === until) return present(id);
      await db.transaction(async (tx) => {
        const row = await adminRepository.setPremium(tx, id, input.isPremium, until ? endOfDay(until) : null);
        if (!row) throw notFound('ACCOUNT');
        await audit(tx, actor, row, input.isPremium ? 'premium-grant' : 'premium-revoke', { until });
      });
      if (user.isPremium !== input.isPremium) {
        await notify({
          userId: id,
          kind: input.isPremium ? 'premium-started' : 'premium-ended',
          params: {},
          link: '/profile',
        });
      }
      return present(id);
    },

    /** Every active administrator is told, in the bell, of a sign-up waiting for approval. */
    /** The first account is made the administrator: it is told so once, with the way to the admin panel. */
    async welcomeFirstAdmin(user: Pick<AccountRow, 'id'>): Promise<void> {
      await notify({ userId: user.id, kind: 'platform-admin', params: {}, link: '/admin/dashboard' });
    },

    async announcePending(user: Pick<AccountRow, 'name' | 'email'>): Promise<void> {
      for (const adminId of await adminRepository.activeAdminIds(db)) {
        await notify({
          userId: adminId,
          kind: 'account-pending',
          params: { person: user.name, email: user.email },
          link: '/admin/user-approval',
        });
      }
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
