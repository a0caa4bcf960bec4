import {
  BACKUP_CODE_COUNT,
  type BackupCodes,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@trilha/shared';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, conflict } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/passwords';
import type { Actor } from '../../../plugins/auth';
import { usersRepository } from '../users.repository';
import { authorizeDisable, mustHaveTwoFactor } from './two-factor.policy';
import { presentTwoFactorStatus } from './two-factor.presenter';
import { twoFactorRepository } from './two-factor.repository';
import { backupCodeHasher, enrolmentOf, newBackupCode, newTotpSecret, stepOfCode } from './totp';

export interface TwoFactorServiceDeps {
  db: Database;
  /** The server's secret: backup codes are kept as HMACs keyed from it. */
  secret: string;
  now?: () => number;
}

/** A second factor as typed at sign-in: a code of the app, or one backup code. */
export interface SecondFactor {
  code?: string;
  backupCode?: string;
}

export function createTwoFactorService({ db, secret, now = Date.now }: TwoFactorServiceDeps) {
  const hashBackupCode = backupCodeHasher(secret);

  /** Spends a code of the app (its time step) or a backup code; false when it is wrong or already used. */
  async function spend(tx: Executor, userId: string, factor: SecondFactor): Promise<boolean> {
    const row = await twoFactorRepository.find(tx, userId);
    if (!row?.enabledAt) return false;
    if (factor.code !== undefined) {
      const step = stepOfCode(row.secret, factor.code, now());
      return step !== undefined && twoFactorRepository.useStep(tx, userId, step);
    }
    if (factor.backupCode !== undefined) {
      return twoFactorRepository.useBackupCode(tx, userId, hashBackupCode(userId, factor.backupCode));
    }
    return false;
  }

  return {
    async status(actor: Actor): Promise<TwoFactorStatus> {
      const [row, left, requirement] = await Promise.all([
        twoFactorRepository.find(db, actor.id),
        twoFactorRepository.backupCodesLeft(db, actor.id),
        twoFactorRepository.requirement(db),
      ]);
      return presentTwoFactorStatus(row, left, mustHaveTwoFactor(actor, requirement));
    },

    /** A new secret, its URI and QR code; nothing is enabled until a code from it is confirmed. */
    async start(actor: Actor): Promise<TwoFactorEnrolment> {
      const secret = newTotpSecret();
      if (!(await twoFactorRepository.startPending(db, actor.id, secret)))
        throw conflict('TWO_FACTOR_EXISTS');
      return { secret, ...(await enrolmentOf(secret, actor.email)) };
    },

    /** The first code turns it on and gives the backup codes, shown only in this answer. */
    async confirm(actor: Actor, code: string): Promise<BackupCodes> {
      const row = await twoFactorRepository.find(db, actor.id);
      if (!row) throw conflict('TWO_FACTOR_NOT_STARTED');
      if (row.enabledAt) throw conflict('TWO_FACTOR_EXISTS');
      const step = stepOfCode(row.secret, code, now());
      if (step === undefined) throw badRequest('TWO_FACTOR_CODE_INVALID');
      const backupCodes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
      await db.transaction(async (tx) => {
        if (!(await twoFactorRepository.enable(tx, actor.id))) throw conflict('TWO_FACTOR_EXISTS');
        if (!(await twoFactorRepository.useStep(tx, actor.id, step)))
          throw badRequest('TWO_FACTOR_CODE_INVALID');
        await twoFactorRepository.replaceBackupCodes(
          tx,
          actor.id,
          backupCodes.map((backup) => hashBackupCode(actor.id, backup)),
        );
      });
      return { backupCodes };
    },

    /** Turned off with the password (an account made through Google: its e-mail) or a current code. */
    async disable(actor: Actor, input: { password?: string; code?: string }): Promise<void> {
      authorizeDisable(actor, await twoFactorRepository.requirement(db));
      const row = await twoFactorRepository.find(db, actor.id);
      if (!row?.enabledAt) throw conflict('TWO_FACTOR_NOT_ENABLED');
      // The password is hashed outside the transaction: nothing slow holds the database's lock.
      if (input.code === undefined) {
        const hash = await usersRepository.passwordHashOf(db, actor.id);
        const password = input.password ?? '';
        const valid = hash
          ? await verifyPassword(hash, password)
          : password.trim().toLowerCase() === actor.email;
        if (!valid) throw badRequest('WRONG_PASSWORD');
      }
      await db.transaction(async (tx) => {
        if (input.code !== undefined && !(await spend(tx, actor.id, { code: input.code }))) {
          throw badRequest('TWO_FACTOR_CODE_INVALID');
        }
        await twoFactorRepository.remove(tx, actor.id);
      });
    },

    async isEnabled(userId: string): Promise<boolean> {
      return Boolean((await twoFactorRepository.find(db, userId))?.enabledAt);
    },

    /** The second step of a sign-in: 401 TWO_FACTOR_CODE_INVALID unless the factor is right and unused. */
    async verifySignIn(tx: Executor, userId: string, factor: SecondFactor): Promise<void> {
      if (!(await spend(tx, userId, factor))) throw new AppError(401, 'TWO_FACTOR_CODE_INVALID');
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
