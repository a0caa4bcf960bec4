import type { InviteLinkPreview, TripDetail } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';

// The join page is open to anyone (signed out too), so it calls the server without a query client, as the
// sign-in screens do (lib/use-server-call.ts).

/** What an invite link is for; a 404 or 410 says why it no longer works. */
export const readInviteLink = async (token: string) =>
  (await apiClient.get<InviteLinkPreview>(`/invite-links/${encodeURIComponent(token)}`)).data;

/** Joins the link's trip as the signed-in user: answers the trip. */
export const acceptInviteLink = async (token: string) =>
  (await apiClient.post<TripDetail>(`/invite-links/${encodeURIComponent(token)}/accept`)).data;
