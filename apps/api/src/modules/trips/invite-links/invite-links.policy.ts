import { AppError } from '../../../lib/errors';
import type { TripAction } from '../trips.policy';
import { stateOf } from './invite-links.presenter';
import type { InviteLinkRow } from './invite-links.repository';

/**
 * Listing, making and revoking a trip's invite links is sharing it (trips.policy.ts): its owner and its
 * admins, agency-made admin shares included. Anyone else meets what the trip's policy answers: 404 for a
 * trip they cannot see, 403 for a viewer.
 */
export const MANAGE_INVITE_LINKS: TripAction = 'share';

const GONE_CODES = {
  revoked: 'LINK_REVOKED',
  expired: 'LINK_EXPIRED',
  'used-up': 'LINK_USED_UP',
} as const;

/** A link may be opened and accepted by anyone while it is active; otherwise a 410 says why not. */
export function assertUsable(link: InviteLinkRow, now = new Date()): void {
  const state = stateOf(link, now);
  if (state !== 'active') throw new AppError(410, GONE_CODES[state]);
}
