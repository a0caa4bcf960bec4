import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/**
 * AI is for premium members (SPEC.md 1), read from the database on every request through the actor.
 * Generating writes a plan for the trip, so it takes the right to edit the trip (trips.policy 'update'):
 * strangers get 404, viewers 403.
 */
export function authorizeAi(actor: Actor): void {
  if (!actor.isPremium) throw forbidden('PREMIUM_REQUIRED');
}
