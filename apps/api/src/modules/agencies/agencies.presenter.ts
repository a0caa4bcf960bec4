import type { Agency, AgencyInvitation, Client, Consultant } from '@trilha/shared';
import type { NotifyInput } from '../notifications/notifications.service';
import { mayEditAccount } from './agencies.policy';
import type { AgencyRow, MemberWithUser } from './agencies.repository';

/**
 * Someone invited but not yet in sees nothing of theirs shown to the agency: not even the name on their
 * account, only the e-mail the agency typed.
 */
export const personOf = ({ member, user }: MemberWithUser) =>
  member.status === 'invited'
    ? { name: user.email, email: user.email }
    : { name: user.name, email: user.email };

export const presentConsultant = (row: MemberWithUser): Consultant => ({
  _id: row.member.id,
  userId: row.user.id,
  ...personOf(row),
  role:
    (row.member.status === 'invited' ? row.member.invitedRole : row.user.role) === 'consultant-admin'
      ? 'consultant-admin'
      : 'consultant',
  status: row.member.status,
  canEditAccount: mayEditAccount(row),
});

export function presentClient(row: MemberWithUser, consultantNames: Map<string, string>): Client {
  const { member, user } = row;
  return {
    _id: member.id,
    userId: user.id,
    ...personOf(row),
    paymentStatus: member.paymentStatus,
    consultantId: member.consultantId,
    consultantName: member.consultantId ? (consultantNames.get(member.consultantId) ?? null) : null,
    agencyId: member.agencyId,
    status: member.status === 'invited' ? 'invited' : 'active',
    canEditAccount: mayEditAccount(row),
  };
}

export function presentPeople(rows: MemberWithUser[]) {
  const consultants = rows.filter((row) => row.member.kind === 'consultant');
  const names = new Map(consultants.map((row) => [row.member.id, row.user.name]));
  return {
    consultants: consultants.map(presentConsultant),
    clients: rows.filter((row) => row.member.kind === 'client').map((row) => presentClient(row, names)),
  };
}

export const presentAgency = (agency: AgencyRow, rows: MemberWithUser[]): Agency => ({
  _id: agency.id,
  name: agency.name,
  address: agency.address,
  contactEmail: agency.contactEmail,
  phone: agency.phone,
  ...presentPeople(rows),
});

export interface InvitationRow {
  member: MemberWithUser['member'];
  agencyName: string;
  invitedByName: string | null;
}

export const presentInvitation = ({
  member,
  agencyName,
  invitedByName,
}: InvitationRow): AgencyInvitation => ({
  _id: member.id,
  agencyId: member.agencyId,
  agencyName,
  as: member.kind,
  role: member.kind === 'client' ? 'user' : (member.invitedRole ?? 'consultant'),
  invitedBy: invitedByName === null ? null : { name: invitedByName },
  createdAt: member.createdAt.toISOString(),
});

/** Tells a client who their consultant now is: on assignment, or on joining with one already assigned. */
export const consultantAssignedNotice = (
  userId: string,
  consultant: string,
  agency: string,
): NotifyInput => ({
  userId,
  kind: 'consultant-assigned',
  params: { consultant, agency },
  link: '/trips',
});
