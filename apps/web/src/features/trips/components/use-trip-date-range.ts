import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatTripDate } from '../utils/trip-dates';

/** "Nov 25, 2026 – Dec 3, 2026" in the interface language: one wording for every trip screen. */
export function useTripDateRange() {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (trip: { startDate: string; endDate: string }) =>
    t('trips.dates.range', {
      start: formatTripDate(trip.startDate, language),
      end: formatTripDate(trip.endDate, language),
    });
}
