import { useTranslation } from 'react-i18next';
import { formatMoney, type Booking } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTripDate } from '../../utils/trip-dates';
import { SummaryItemTitle, SummaryLine, SummaryList, SummarySection } from './summary-section';

/** "Booked · €360.50": whether it is booked, then its price when known. */
export function bookedAndPrice(booked: string, item: { price: number | null; currency: string }) {
  return [booked, item.price === null ? '' : formatMoney(item.price, item.currency, currentLanguage())]
    .filter(Boolean)
    .join(' · ');
}

/** Every stay by check-in date: where, from when to when, and whether it is booked. */
export function SummaryStays({ stays }: { stays: Booking[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (stays.length === 0) return null;
  const sorted = [...stays].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  return (
    <SummarySection title={t('bookings.title')}>
      <SummaryList>
        {sorted.map((stay) => (
          <li key={stay._id}>
            <SummaryItemTitle>{stay.accommodationName}</SummaryItemTitle>
            <SummaryLine>{stay.address}</SummaryLine>
            <SummaryLine>
              {[
                t('bookings.dates', {
                  checkIn: formatTripDate(stay.checkIn, language),
                  checkOut: formatTripDate(stay.checkOut, language),
                }),
                t('bookings.nights', { count: stay.nights }),
              ].join(' · ')}
            </SummaryLine>
            <SummaryLine strong>
              {bookedAndPrice(t(stay.booked ? 'bookings.booked' : 'bookings.notBooked'), stay)}
            </SummaryLine>
            <SummaryLine>{stay.notes}</SummaryLine>
          </li>
        ))}
      </SummaryList>
    </SummarySection>
  );
}
