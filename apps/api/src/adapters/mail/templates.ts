import type { Language } from '@trilha/shared';
import { escapeHtml, textsFor, type TextKey, type TextParams } from '../../lib/i18n';

/** A paragraph of a mail: a text of the mail catalogue, or a link named by one. */
type Paragraph = { text: TextKey<'mail'>; params?: TextParams } | { action: TextKey<'mail'>; link: string };

/**
 * A mail as plain text and as HTML, from the same paragraphs: the greeting first (by name when the
 * recipient has one here), then the rest.
 */
function letter(language: Language, subject: string, name: string | null, paragraphs: Paragraph[]) {
  const t = textsFor(language, 'mail');
  const greeting: Paragraph = name ? { text: 'greeting', params: { name } } : { text: 'greetingWithoutName' };
  const parts = [greeting, ...paragraphs].map((part) =>
    'action' in part ? { words: t(part.action), link: part.link } : { words: t(part.text, part.params) },
  );
  return {
    subject,
    text: `${parts.map(({ words, link }) => (link ? `${words}: ${link}` : words)).join('\n\n')}\n`,
    html: parts
      .map(({ words, link }) =>
        link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(words)}</a></p>`
          : `<p>${escapeHtml(words)}</p>`,
      )
      .join(''),
    links: parts.flatMap(({ link }) => (link ? [link] : [])),
  };
}

export function passwordResetMail(language: Language, name: string, link: string) {
  return letter(language, textsFor(language, 'mail')('reset.subject'), name, [
    { text: 'reset.body' },
    { action: 'reset.action', link },
    { text: 'reset.ignore' },
  ]);
}

/** The invitation of someone an agency added without an account: a password-set link. */
export function invitationMail(language: Language, name: string, agency: string, link: string) {
  return letter(language, textsFor(language, 'mail')('invitation.subject', { agency }), name, [
    { text: 'invitation.body', params: { agency } },
    { action: 'invitation.action', link },
    { text: 'invitation.expiry' },
  ]);
}

/** An invitation for someone who already has an account: they accept or decline it in the app. */
export function agencyInvitationMail(
  language: Language,
  invitation: {
    name: string;
    by: string;
    agency: string;
    role: 'client' | 'consultant' | 'consultant-admin';
  },
  link: string,
) {
  const t = textsFor(language, 'mail');
  const { by, agency } = invitation;
  const role = t(`agencyInvitation.roles.${invitation.role}`);
  return letter(language, t('agencyInvitation.subject', { agency }), invitation.name, [
    { text: 'agencyInvitation.body', params: { by, agency, role } },
    { action: 'agencyInvitation.action', link },
    { text: 'agencyInvitation.ignore' },
  ]);
}

/** A trip's invite link mailed by one of its members (issue 34), to someone who may not have an account. */
export function tripInvitationMail(
  language: Language,
  invitation: {
    name: string | null;
    by: string;
    trip: string;
    role: 'viewer' | 'admin';
    guest: string | null;
  },
  link: string,
) {
  const t = textsFor(language, 'mail');
  const { by, trip, guest } = invitation;
  const role = t(`tripInvitation.roles.${invitation.role}`);
  return letter(language, t('tripInvitation.subject', { by, trip }), invitation.name, [
    { text: 'tripInvitation.body', params: { by, trip, role } },
    ...(guest ? [{ text: 'tripInvitation.guest', params: { guest } } as const] : []),
    { action: 'tripInvitation.action', link },
    { text: 'tripInvitation.ignore' },
  ]);
}

/** An administrator approved a pending sign-up: the person may sign in. */
export function accountApprovedMail(language: Language, name: string, link: string) {
  return letter(language, textsFor(language, 'mail')('approval.approvedSubject'), name, [
    { text: 'approval.approved' },
    { action: 'approval.action', link },
  ]);
}

/** An administrator rejected a pending sign-up: the account is gone. */
export function accountRejectedMail(language: Language, name: string) {
  return letter(language, textsFor(language, 'mail')('approval.rejectedSubject'), name, [
    { text: 'approval.rejected' },
  ]);
}
