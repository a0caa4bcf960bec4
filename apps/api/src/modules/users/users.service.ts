import {
  profileInputSchema,
  USER_SEARCH_LIMIT,
  type AiUsageFeature,
  type ChangePasswordInput,
  type RemainingUsages,
  type UpdateProfileInput,
  type UpdateSettingsInput,
} from '@trilha/shared';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { mergeUpdate } from '../../lib/partial-update';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import type { Actor } from '../../plugins/auth';
import { presentProfile, presentSettings, tokenPayloadFor } from './users.presenter';
import { usersRepository } from './users.repository';
import { sessionsRepository } from './sessions/sessions.repository';
import { inboundFolder, tripFolder, type FileStorage } from '../../adapters/storage/storage';
import { tripsRepository } from '../trips/trips.repository';
import { monthlyAllowance } from '../ai/ai.policy';
import type { GamificationService } from '../gamification/gamification.service';

export interface UsersServiceDeps {
  db: Database;
  tokens: TokenSigner;
  aiMonthlyLimit: number;
  /** AI_IMPORT_FREE_MONTHLY: the AI readings of imports for those who are not premium. */
  aiImportFreeMonthly: number;
  files: FileStorage;
  gamification: Pick<GamificationService, 'profileFor'>;
}

const startOfMonthUtc = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));

export function createUsersService({
  db,
  tokens,
  aiMonthlyLimit,
  aiImportFreeMonthly,
  files,
  gamification,
}: UsersServiceDeps) {
  async function updated(id: string, values: Parameters<typeof usersRepository.update>[2]) {
    const user = await usersRepository.update(db, id, values);
    if (!user) throw new AppError(401, 'UNAUTHENTICATED');
    return user;
  }

  async function assertPassword(actor: Actor, password: string) {
    // An account made through Google has no password; it confirms with its own e-mail instead.
    const hash = await usersRepository.passwordHashOf(db, actor.id);
    const valid = hash ? await verifyPassword(hash, password) : password.trim().toLowerCase() === actor.email;
    if (!valid) throw badRequest('WRONG_PASSWORD');
  }

  return {
    settings: (actor: Actor) => presentSettings(actor),

    async updateSettings(actor: Actor, input: UpdateSettingsInput) {
      if (Object.keys(input).length === 0) return presentSettings(actor);
      return presentSettings(await updated(actor.id, input));
    },

    async search(actor: Actor, query: string) {
      const rows = await usersRepository.searchKnown(db, query, actor.id, USER_SEARCH_LIMIT);
      return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email }));
    },

    profile: async (actor: Actor) =>
      presentProfile(actor, await gamification.profileFor(actor.id, actor.points)),

    async updateProfile(actor: Actor, changes: Partial<UpdateProfileInput>) {
      const row = await updated(actor.id, mergeUpdate(profileInputSchema, actor, changes));
      return presentProfile(row, await gamification.profileFor(row.id, row.points));
    },

    /** Every other session ends; the caller's own goes on with the new token. */
    async changePassword(
      actor: Actor,
      input: ChangePasswordInput,
      sessionId?: string,
    ): Promise<{ token: string }> {
      await assertPassword(actor, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const user = await db.transaction(async (tx) => {
        await sessionsRepository.revokeAll(tx, actor.id, sessionId);
        return usersRepository.bumpTokenVersion(tx, actor.id, { passwordHash });
      });
      if (!user) throw new AppError(401, 'UNAUTHENTICATED');
      return {
        token: await tokens.sign({ ...tokenPayloadFor(user), ...(sessionId ? { sid: sessionId } : {}) }),
      };
    },

    async remainingUsages(actor: Actor, feature: AiUsageFeature, now = new Date()): Promise<RemainingUsages> {
      const limit = monthlyAllowance(actor, feature, {
        monthlyLimit: aiMonthlyLimit,
        importFreeMonthly: aiImportFreeMonthly,
      });
      const used = await usersRepository.aiUsagesSince(db, actor.id, feature, startOfMonthUtc(now));
      return {
        remainingUsages: Math.max(0, limit - used),
        limit,
        resetsAt: startOfMonthUtc(now, 1).toISOString(),
      };
    },

    async deleteAccount(actor: Actor, password: string): Promise<void> {
      await assertPassword(actor, password);
      const ownedTrips = await db.transaction(async (tx) => {
        if (actor.role === 'admin' && (await usersRepository.countActiveAdmins(tx)) <= 1) {
          throw conflict('LAST_ADMIN');
        }
        const owned = await tripsRepository.idsOwnedBy(tx, actor.id);
        // Owned trips and everything under them go with the account (on delete cascade), then their files.
        await usersRepository.delete(tx, actor.id);
        return owned;
      });
      for (const tripId of ownedTrips) await files.deletePrefix(tripFolder(tripId));
      await files.deletePrefix(inboundFolder(actor.id));
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
