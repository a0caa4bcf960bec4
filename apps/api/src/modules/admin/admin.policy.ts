import { forbidden } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';

/**
 * The platform administration is for administrators only. Checked once for the whole admin plugin
 * (a hook), so a route added there cannot forget it; the role is the database's, read on every request.
 */
export function authorizeAdmin(actor: Pick<Actor, 'role'>): void {
  if (actor.role !== 'admin') throw forbidden('FORBIDDEN');
}
