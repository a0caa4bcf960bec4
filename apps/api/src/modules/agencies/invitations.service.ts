import type { AgencyInvitation, AuthResponse } from '@trilha/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { TokenSigner } from '../../lib/tokens';
import type { Actor } from '../../plugins/auth';
import type { NotificationsService } from '../notifications/notifications.service';
import { presentUser, tokenPayloadFor } from '../users/users.presenter';
import { usersRepository } from '../users/users.repository';
import { consultantAssignedNotice, presentInvitation } from './agencies.presenter';
import { agenciesRepository } from './agencies.repository';
import { agencyAccessRepository } from './agency-access.repository';

export interface InvitationsServiceDeps {
  db: Database;
  tokens: TokenSigner;
  notify: NotificationsService['notify'];
}

/**
 * The invited person's side: an agency that adds someone who already has an account only invites them.
 * Accepting is what makes them a member (and a consultant, for staff); declining removes the invitation.
 */
export function createInvitationsService({ db, tokens, notify }: InvitationsServiceDeps) {
  async function pending(actor: Actor, invitationId: string) {
    const [row] = await agenciesRepository.invitations(db, actor.id, invitationId);
    if (!row) throw notFound('INVITATION');
    return row;
  }

  const notifyInviter = (
    member: { invitedBy: string | null; agencyId: string },
    params: { person: string; agency: string; answer: 'accepted' | 'declined' },
  ) =>
    member.invitedBy
      ? notify({
          userId: member.invitedBy,
          kind: 'invitation-answered',
          params,
          link: `/agency/${member.agencyId}`,
        })
      : Promise.resolve();

  return {
    async list(actor: Actor): Promise<AgencyInvitation[]> {
      return (await agenciesRepository.invitations(db, actor.id)).map(presentInvitation);
    },

    /** Joins the agency; the answer carries a fresh session, since a consultant's role changed. */
    async accept(actor: Actor, invitationId: string, sessionId?: string): Promise<AuthResponse> {
      const { member, agencyName } = await pending(actor, invitationId);
      if (actor.role === 'admin') throw conflict('CANNOT_ADD_ADMIN');
      const user = await db.transaction(async (tx) => {
        const accepted = await agenciesRepository.acceptInvitation(tx, member.id);
        if (!accepted) throw notFound('INVITATION');
        // A consultant already given clients while invited gets those clients' trips now.
        if (member.kind === 'consultant') {
          await agencyAccessRepository.settle(tx, member.agencyId, { consultantMemberId: member.id });
        }
        return usersRepository.update(tx, actor.id, {
          agencyId: member.agencyId,
          ...(member.kind === 'consultant' ? { role: member.invitedRole ?? 'consultant' } : {}),
        });
      });
      if (!user) throw notFound('INVITATION');
      await notifyInviter(member, { person: actor.name, agency: agencyName, answer: 'accepted' });
      if (member.kind === 'client' && member.consultantId) {
        const names = await agenciesRepository.consultantName(db, member);
        const consultant = names.get(member.consultantId);
        if (consultant) await notify(consultantAssignedNotice(actor.id, consultant, agencyName));
      }
      // The same session goes on with the new role.
      const sid = sessionId ? { sid: sessionId } : {};
      return { user: presentUser(user), token: await tokens.sign({ ...tokenPayloadFor(user), ...sid }) };
    },

    async decline(actor: Actor, invitationId: string): Promise<void> {
      const { member, agencyName } = await pending(actor, invitationId);
      await agenciesRepository.declineInvitation(db, member.id);
      await notifyInviter(member, { person: actor.name, agency: agencyName, answer: 'declined' });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
