import { useTranslation } from 'react-i18next';
import { formatMoney, type Booking } from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTripDate } from '../../utils/trip-dates';
import { SummaryItemTitle, SummaryLine, SummaryList, SummarySection } from './summary-section';

/** "Booked · €360.50": whether it is booked, then its price when known ("Free" for a price of zero). */
export function bookedAndPrice(
  booked: string,
  item: { price: number | null; currency: string },
  free: string,
) {
  const price =
    item.price === null
      ? ''
      : item.price === 0
        ? free
        : formatMoney(item.price, item.currency, currentLanguage());
  return [booked, price].filter(Boolean).join(' · ');
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
              {bookedAndPrice(
                t(stay.booked ? 'bookings.booked' : 'bookings.notBooked'),
                stay,
                t('plan.free'),
              )}
            </SummaryLine>
            {stay.confirmationNumber && (
              <SummaryLine>
                {t('bookings.confirmationNumber', { number: stay.confirmationNumber })}
              </SummaryLine>
            )}
            <SummaryLine>{stay.notes}</SummaryLine>
          </li>
        ))}
      </SummaryList>
    </SummarySection>
  );
}
