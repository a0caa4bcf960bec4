import { useTranslation } from 'react-i18next';
import type { TripSummary } from '@trilha/shared';
import { countdown } from '../../utils/trip-dates';

/** "Starts in 5 days", "Day 2 of 7" or "Trip ended", as plain text for any container. */
export function CountdownText({ trip }: { trip: Pick<TripSummary, 'startDate' | 'endDate' | 'timeState'> }) {
  const { t } = useTranslation();
  const state = countdown(trip);
  switch (state.kind) {
    case 'startsIn':
      return t('trips.countdown.startsIn', { count: state.days });
    case 'dayOf':
      return t('trips.countdown.dayOf', { day: state.day, total: state.total });
    default:
      return t('trips.countdown.ended');
  }
}
