import { twoFactorRequiredOf, type TwoFactorRequirement } from '@trilha/shared';
import { forbidden } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';

/** Whether the platform requires a second factor of this account. */
export const mustHaveTwoFactor = (actor: Pick<Actor, 'role'>, requirement: TwoFactorRequirement) =>
  twoFactorRequiredOf(requirement, actor.role);

/** A second factor the platform requires cannot be turned off by its owner (an administrator resets it). */
export function authorizeDisable(actor: Pick<Actor, 'role'>, requirement: TwoFactorRequirement): void {
  if (mustHaveTwoFactor(actor, requirement)) throw forbidden('TWO_FACTOR_REQUIRED');
}
