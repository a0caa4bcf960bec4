import { useTranslation } from 'react-i18next';
import { formatMoney } from '@trilha/shared';
import { currentLanguage } from '../../lib/i18n/i18n';
import type { QueuedKind, QueuedVariables } from '../../lib/offline/queue';

/** One queued change in words: what it does (the list it is shown in says to which trip). */
export function useChangeLabel() {
  const { t } = useTranslation();
  return (kind: QueuedKind, variables: QueuedVariables): string => {
    if (kind === 'checklist-item') {
      const { changes, label } = variables as QueuedVariables<'checklist-item'>;
      const key =
        changes.done === true
          ? 'offline.change.checklistTick'
          : changes.done === false
            ? 'offline.change.checklistUntick'
            : 'offline.change.checklistEdit';
      return t(key, { label: changes.text ?? label });
    }
    if (kind === 'expense') {
      const { body } = variables as QueuedVariables<'expense'>;
      return t('offline.change.expense', {
        label: body.description,
        amount: formatMoney(Number(body.amount), body.currency, currentLanguage()),
      });
    }
    if (kind === 'itinerary-item') {
      const { input } = variables as QueuedVariables<'itinerary-item'>;
      return t('offline.change.itinerary', { label: input.placeName, date: input.date });
    }
    return t('offline.change.tip', { label: (variables as QueuedVariables<'tip'>).input.text });
  };
}

/** Why the server refused a change, in words: the status says which kind of refusal it was. */
export function refusalReasonKey(status: number | undefined): string {
  switch (status) {
    case undefined:
      return 'offline.failed.network';
    case 404:
      return 'offline.failed.notFound';
    case 403:
      return 'offline.failed.forbidden';
    case 409:
      return 'offline.failed.conflict';
    case 400:
      return 'offline.failed.invalid';
    default:
      return 'offline.failed.other';
  }
}
