import { forbidden } from '../../lib/errors';
import type { AiUsageFeature } from '@trilha/shared';
import type { Actor } from '../../plugins/auth';

/**
 * AI is for premium members (SPEC.md 1), read from the database on every request through the actor:
 * generating a preview and storing an accepted one alike.
 * Generating writes a plan for the trip, so it takes the right to edit the trip (trips.policy 'update'):
 * strangers get 404, viewers 403.
 */
export function authorizeAi(actor: Actor): void {
  if (!actor.isPremium) throw forbidden('PREMIUM_REQUIRED');
}

export interface AiLimits {
  /** AI_MONTHLY_LIMIT: each counter's usages a month for premium members. */
  monthlyLimit: number;
  /** AI_IMPORT_FREE_MONTHLY: the AI readings of imports a month for everyone else. */
  importFreeMonthly: number;
}

/**
 * A month's usages of one counter: premium members have AI_MONTHLY_LIMIT of each; everyone else none of
 * the AI features and a small allowance of AI readings of imports.
 */
export const monthlyAllowance = (actor: Actor, feature: AiUsageFeature, limits: AiLimits): number =>
  actor.isPremium ? limits.monthlyLimit : feature === 'import' ? limits.importFreeMonthly : 0;
