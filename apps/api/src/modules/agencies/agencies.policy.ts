import type { Role } from '@trilha/shared';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { MemberRow } from './agencies.repository';

/**
 * What someone may do with one agency:
 * - `read`: see the agency, its consultants and clients (admin; the agency's active staff);
 * - `clients`: list and add clients (also the agency's consultants);
 * - `manage`: edit the agency and its people (admin; the agency's active consultant-admin).
 * Another agency's data answers 404 (no existence leak); an inactive consultant is refused at once.
 */
export type AgencyAction = 'read' | 'clients' | 'manage';

export interface AgencyActor {
  role: Role;
  membership: MemberRow | undefined;
}

export function authorizeAgency(
  actor: AgencyActor,
  agencyId: string,
  action: AgencyAction,
): 'admin' | 'manager' | 'consultant' {
  if (actor.role === 'admin') return 'admin';
  const member = actor.membership;
  // An invitation not yet accepted grants nothing.
  if (
    !member ||
    member.agencyId !== agencyId ||
    member.kind !== 'consultant' ||
    member.status === 'invited'
  ) {
    throw notFound('AGENCY');
  }
  if (member.status !== 'active') throw new AppError(403, 'CONSULTANT_INACTIVE');
  const level = actor.role === 'consultant-admin' ? 'manager' : 'consultant';
  if (action === 'manage' && level !== 'manager') throw forbidden();
  return level;
}

/**
 * A login e-mail and name belong to the person. Agency staff may correct them only on an account their
 * agency created for someone who has not yet signed in (or set a password): a typo in the invitation.
 */
export function mayEditAccount({
  member,
  user,
}: {
  member: Pick<MemberRow, 'agencyId' | 'status'>;
  user: { createdByAgencyId: string | null; lastSignInAt: Date | null };
}): boolean {
  return (
    member.status !== 'invited' && user.createdByAgencyId === member.agencyId && user.lastSignInAt === null
  );
}
