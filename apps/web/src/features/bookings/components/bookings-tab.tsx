import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { SectionCard } from '../../../components/section-card';
import { BookingsList } from './bookings-list';

/** The trip's lodging, as a tab of the trip screen. */
export function BookingsTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('bookings.title')} description={t('bookings.description')}>
      <BookingsList trip={trip} />
    </SectionCard>
  );
}
