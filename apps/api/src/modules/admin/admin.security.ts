import type { AdminUser, PlatformSettings, UpdatePlatformSettingsInput } from '@trilha/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { sessionsRepository } from '../users/sessions/sessions.repository';
import { twoFactorRepository } from '../users/two-factor/two-factor.repository';
import { usersRepository } from '../users/users.repository';
import { presentAdminUser } from './admin.presenter';
import { adminRepository } from './admin.repository';

/**
 * The administration's side of signing in (issue 34): the platform's requirement of a second factor,
 * and the recovery of an account that lost its own (its second factor reset, its sessions ended).
 */
export function createAdminSecurityService({ db }: { db: Database }) {
  async function present(id: string): Promise<AdminUser> {
    const row = await adminRepository.account(db, id);
    if (!row) throw notFound('ACCOUNT');
    return presentAdminUser(row, (await adminRepository.lastActions(db, [row.id])).get(row.id));
  }

  const settings = async (): Promise<PlatformSettings> => ({
    twoFactorRequired: await twoFactorRepository.requirement(db),
  });

  return {
    settings,

    async updateSettings(input: UpdatePlatformSettingsInput): Promise<PlatformSettings> {
      if (input.twoFactorRequired) await twoFactorRepository.setRequirement(db, input.twoFactorRequired);
      return settings();
    },

    /**
     * Removes the account's second factor and backup codes and ends every session it has, audited. The
     * person signs in again with the password alone (and enrols again when the platform requires it).
     */
    async resetTwoFactor(actor: Actor, id: string): Promise<AdminUser> {
      const account = await adminRepository.account(db, id);
      if (!account) throw notFound('ACCOUNT');
      await db.transaction(async (tx) => {
        await twoFactorRepository.remove(tx, account.id);
        await sessionsRepository.revokeAll(tx, account.id);
        await usersRepository.bumpTokenVersion(tx, account.id);
        await adminRepository.audit(tx, {
          actorId: actor.id,
          targetId: account.id,
          targetName: account.name,
          targetEmail: account.email,
          action: 'two-factor-reset',
        });
      });
      return present(id);
    },
  };
}

export type AdminSecurityService = ReturnType<typeof createAdminSecurityService>;
