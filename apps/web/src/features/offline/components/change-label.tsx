import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { formatMoney } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { QueuedKind, QueuedVariables } from '../../../lib/offline/queue';
import { tripKeys } from '../../trips/api/trip-queries';

/** One queued change in words: what it does, and to which trip when asked. */
export function useChangeLabel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (kind: QueuedKind, variables: QueuedVariables, withTrip = false): string => {
    let text: string;
    if (kind === 'checklist-item') {
      const { changes, label } = variables as QueuedVariables<'checklist-item'>;
      const key =
        changes.done === true
          ? 'offline.change.checklistTick'
          : changes.done === false
            ? 'offline.change.checklistUntick'
            : 'offline.change.checklistEdit';
      text = t(key, { label: changes.text ?? label });
    } else if (kind === 'expense') {
      const { body } = variables as QueuedVariables<'expense'>;
      text = t('offline.change.expense', {
        label: body.description,
        amount: formatMoney(Number(body.amount), body.currency, currentLanguage()),
      });
    } else if (kind === 'itinerary-item') {
      const { input } = variables as QueuedVariables<'itinerary-item'>;
      text = t('offline.change.itinerary', { label: input.placeName, date: input.date });
    } else {
      text = t('offline.change.tip', { label: (variables as QueuedVariables<'tip'>).input.text });
    }
    if (!withTrip) return text;
    const trip = queryClient.getQueryData<TripDetail>(tripKeys.detail(variables.tripId));
    return trip ? `${text} ${t('offline.change.inTrip', { trip: trip.title })}` : text;
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
