import { useTranslation } from 'react-i18next';
import type { Tour } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTripDate } from '../../utils/trip-dates';
import { SummaryItemTitle, SummaryLine, SummaryList, SummarySection } from './summary-section';
import { bookedAndPrice } from './summary-stays';

/** Every tour in date and time order. */
export function SummaryTours({ tours }: { tours: Tour[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (tours.length === 0) return null;
  const sorted = [...tours].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''),
  );
  return (
    <SummarySection title={t('tours.title')}>
      <SummaryList>
        {sorted.map((tour) => {
          const date = formatTripDate(tour.date, language);
          return (
            <li key={tour._id}>
              <SummaryItemTitle>{tour.name}</SummaryItemTitle>
              <SummaryLine>{tour.time ? t('tours.dateTime', { date, time: tour.time }) : date}</SummaryLine>
              <SummaryLine>{tour.location}</SummaryLine>
              <SummaryLine strong>
                {bookedAndPrice(t(tour.booked ? 'tours.booked' : 'tours.notBooked'), tour, t('plan.free'))}
              </SummaryLine>
              <SummaryLine>{tour.notes}</SummaryLine>
            </li>
          );
        })}
      </SummaryList>
    </SummarySection>
  );
}
