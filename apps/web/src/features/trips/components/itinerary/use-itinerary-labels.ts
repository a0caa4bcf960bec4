import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { ItineraryDay, TimeOfDay } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { dateLocale } from '../../utils/trip-dates';

/** The 1-based number of `date` within a trip starting on `startDate`. */
export function dayNumber(startDate: string, date: string): number {
  return differenceInCalendarDays(parseISO(date), parseISO(startDate)) + 1;
}

/** Texts shared by the itinerary tab and the day view: day titles and when a place happens. */
export function useItineraryLabels() {
  const { t } = useTranslation();
  const locale = dateLocale(currentLanguage());
  // The short pattern is translated because word order differs ("Tue, Mar 2" / "ter, 2 de mar").
  const shortDate = (date: string) => format(parseISO(date), t('itinerary.dayFormat'), { locale });
  return {
    shortDate,
    longDate: (date: string) => format(parseISO(date), 'PPPP', { locale }),
    dayTitle: (day: Pick<ItineraryDay, 'date' | 'outsideTrip'>, startDate: string) =>
      day.outsideTrip
        ? t('itinerary.outsideDayTitle', { date: shortDate(day.date) })
        : t('itinerary.dayTitle', { number: dayNumber(startDate, day.date), date: shortDate(day.date) }),
    when: (entry: { time: string | null; timeOfDay: TimeOfDay }) =>
      entry.time ?? t(`itinerary.timesOfDay.${entry.timeOfDay}`),
  };
}
