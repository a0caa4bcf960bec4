import type { Role } from '@trilha/shared';

/**
 * Admins and consultant-admins manage an agency's people; the server keeps a consultant-admin to
 * their own agency (another one answers 404), so the role is enough to choose the screen's controls.
 */
export function managesAgencies(role: Role): boolean {
  return role === 'admin' || role === 'consultant-admin';
}
