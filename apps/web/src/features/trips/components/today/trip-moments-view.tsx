import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { AfterTrip, BeforeTrip } from './before-trip';
import { NextFlightCard, SpendingCard, StayCard } from './plan-cards';
import { TodayView, type TravelLegSlot } from './today-view';
import { firstStay, localDate, nextFlight, phaseOf } from './trip-moments';

/** The top of the trip's first part, by where the trip stands today (its clock read once per render). */
export function TripMoments({ trip, travelLeg }: { trip: TripDetail; travelLeg?: TravelLegSlot }) {
  const { t } = useTranslation();
  const now = new Date();
  const today = localDate(now);
  const phase = phaseOf(trip);
  const grid = {
    display: 'grid',
    gap: 2,
    alignItems: 'start',
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  };
  if (phase === 'during') {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TodayView trip={trip} now={now} today={today} travelLeg={travelLeg} />
        <SpendingCard trip={trip} />
      </Box>
    );
  }
  return (
    <Box sx={grid}>
      {phase === 'before' ? <BeforeTrip trip={trip} today={today} /> : <AfterTrip trip={trip} />}
      {phase === 'before' && <NextFlightCard trip={trip} flight={nextFlight(trip.flights, now)} />}
      {phase === 'before' && (
        <StayCard trip={trip} stay={firstStay(trip.bookings)} title={t('trips.today.firstStay')} />
      )}
      <SpendingCard trip={trip} />
    </Box>
  );
}
