import type { Role, ShareRole, TripPermissions, TripRole } from '@trilha/shared';
import { forbidden, notFound } from '../../lib/errors';

export type TripAction =
  | 'read'
  | 'update'
  | 'delete'
  | 'share'
  | 'manageAdmins'
  | 'leave'
  | 'publish'
  | 'copy'
  | 'transferOwnership';

/** Who may do what on a trip (API.md "Trip roles"); `undefined` is a caller with no access at all. */
const RULES: Record<TripAction, readonly TripRole[]> = {
  read: ['viewer', 'admin', 'owner'],
  update: ['admin', 'owner'],
  share: ['admin', 'owner'],
  delete: ['owner'],
  manageAdmins: ['owner'],
  leave: ['viewer', 'admin'],
  // The public page's link shows the trip to anyone holding it: those who may share it make it.
  publish: ['admin', 'owner'],
  // A copy holds only what its maker could already read.
  copy: ['viewer', 'admin', 'owner'],
  transferOwnership: ['owner'],
};

export const can = (role: TripRole | undefined, action: TripAction): boolean =>
  role !== undefined && RULES[action].includes(role);

const OVERSEERS: readonly Role[] = ['consultant-admin', 'admin'];

/** Whose agency trips an overseer sees: the platform admin any agency's, a consultant-admin their own's. */
export interface Oversight {
  anyAgency: boolean;
}

/**
 * The caller's role on a trip: its owner; the role of their share (a share an agency gave its staff
 * exists only while the relation behind it does: agency-access.repository.ts); otherwise viewer for the
 * consultant-admin of the agency that plans it with its client, and for the platform admin (`overseen`
 * asks the database whether the trip is an agency's within that oversight, only for them).
 */
export async function roleOnTrip(
  trip: { ownerId: string; shareRole: ShareRole | null },
  actor: { id: string; role: Role },
  overseen: (oversight: Oversight) => Promise<boolean>,
): Promise<TripRole | undefined> {
  if (trip.ownerId === actor.id) return 'owner';
  if (trip.shareRole) return trip.shareRole;
  if (OVERSEERS.includes(actor.role) && (await overseen({ anyAgency: actor.role === 'admin' }))) {
    return 'viewer';
  }
  return undefined;
}

/** Throws 404 when the caller may not even see the trip (no existence leak), 403 when they may see it. */
export function authorizeTrip(role: TripRole | undefined, action: TripAction): asserts role is TripRole {
  if (!can(role, 'read')) throw notFound('TRIP');
  if (!can(role, action)) throw forbidden();
}

export const permissionsFor = (role: TripRole): TripPermissions => ({
  canEdit: can(role, 'update'),
  canDelete: can(role, 'delete'),
  canShare: can(role, 'share'),
  canManageAdmins: can(role, 'manageAdmins'),
  canLeave: can(role, 'leave'),
});
