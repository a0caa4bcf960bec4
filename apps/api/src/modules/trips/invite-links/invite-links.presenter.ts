import type { InviteLink, InviteLinkState } from '@trilha/shared';
import type { InviteLinkRow, InviteLinkWithGuest } from './invite-links.repository';

/** What opening the link does now: revoked wins over expired, expired over used up. */
export function stateOf(link: InviteLinkRow, now = new Date()): InviteLinkState {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.maxUses !== null && link.uses >= link.maxUses) return 'used-up';
  return 'active';
}

/** The web app's page that opens the link. */
export const joinUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/join/${token}`;

export function presentInviteLink(link: InviteLinkWithGuest, appUrl: string, now = new Date()): InviteLink {
  return {
    _id: link.id,
    token: link.token,
    url: joinUrl(appUrl, link.token),
    role: link.role,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    maxUses: link.maxUses,
    uses: link.uses,
    participantId: link.participantId,
    guestName: link.guestName,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    state: stateOf(link, now),
  };
}
