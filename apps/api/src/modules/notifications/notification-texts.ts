import type { Language, NotificationKind } from '@trilha/shared';
import { textsFor, type TextParams } from '../../lib/i18n';

type Params = Record<string, string>;

/** A calendar day (yyyy-MM-dd) as SPEC.md 9 writes dates in every language: dd/MM/yyyy. */
const dayOf = (date: string) => date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** The variant of a kind's title and message its parameters ask for (i18next's context), if any. */
function variantOf(kind: NotificationKind, params: Params): Pick<TextParams, 'context'> {
  if (kind === 'invitation-answered')
    return { context: params.answer === 'accepted' ? 'accepted' : 'declined' };
  if (kind === 'mail-import')
    return params.found ? (params.trip ? { context: 'trip' } : {}) : { context: 'missing' };
  return {};
}

/**
 * A notification's title and message in the reader's language, from its kind and parameters: the codes
 * among them (a role, a flight status, a badge) become words of that language, a day its date.
 */
export function notificationText(kind: NotificationKind, language: Language, params: Params) {
  const t = textsFor(language, 'notifications');
  const words: TextParams = { ...params, ...variantOf(kind, params) };
  if (params.role) words.role = t.or(`roles.${params.role}`, params.role);
  if (params.status) words.status = t.or(`flightStatuses.${params.status}`, params.status);
  if (params.badge) words.badge = t.or(`badges.${params.badge}`, params.badge);
  if (params.date) words.date = dayOf(params.date);
  if (kind === 'mail-import' && !params.subject) words.subject = t('mail-import.noSubject');
  return { title: t(`${kind}.title`, words), message: t(`${kind}.message`, words) };
}
