import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  localDateOf,
  localTimeOf,
  type Booking,
  type Flight,
  type TripDetail,
} from '@trilha/shared';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTripDate } from '../../utils/trip-dates';
import { flightCode } from '../day/entry-text';
import { stayMapLink, terminalOf } from './trip-moments';

/** A small card of the overview: an icon, a heading, what it says, and where to change it. */
export function PlanCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'secondary.main' }}>
        {icon}
        <Typography variant="h4" component="h3" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

const partLink = (tripId: string, tab: string) => `/trips/${tripId}?tab=${tab}`;

/** "10:30 · 5 Jul 2026", at the airport's own clock. */
function AirportTime({ time }: { time: string }) {
  return (
    <>
      {localTimeOf(time)} · {formatTripDate(localDateOf(time), currentLanguage())}
    </>
  );
}

/** The next flight: number, airports, departure at the airport's clock, terminal, seats and status. */
export function NextFlightCard({ trip, flight }: { trip: TripDetail; flight: Flight | undefined }) {
  const { t } = useTranslation();
  if (!flight) {
    return (
      <PlanCard icon={<FlightTakeoffOutlinedIcon />} title={t('trips.today.nextFlight')}>
        <Typography color="text.secondary">{t('trips.today.noNextFlight')}</Typography>
        <Link component={RouterLink} to={partLink(trip._id, 'flights')}>
          {t('trips.today.seeFlights')}
        </Link>
      </PlanCard>
    );
  }
  const seats = flight.passengers.map((passenger) => passenger.seat).filter(Boolean);
  const departureTerminal = terminalOf(flight.departure);
  const arrivalTerminal = terminalOf(flight.arrival);
  return (
    <PlanCard icon={<FlightTakeoffOutlinedIcon />} title={t('trips.today.nextFlight')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {flightCode(flight.flightNumber)} · {flight.departure.airport} → {flight.arrival.airport}
        </Typography>
        <Chip size="small" label={t(`flights.statuses.${flight.status}`)} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {flight.airline} · {flight.departure.airportName} → {flight.arrival.airportName}
      </Typography>
      <Stack component="dl" spacing={0.25} sx={{ m: 0, mt: 1, '& dd': { m: 0, fontWeight: 600 } }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('trips.today.departs')}
        </Typography>
        <Typography component="dd">
          <AirportTime time={flight.departure.time} />
          {departureTerminal && ` · ${t('trips.today.terminal', { terminal: departureTerminal })}`}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('trips.today.arrives')}
        </Typography>
        <Typography component="dd">
          <AirportTime time={flight.arrival.time} />
          {arrivalTerminal && ` · ${t('trips.today.terminal', { terminal: arrivalTerminal })}`}
        </Typography>
        {seats.length > 0 && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('trips.today.seats', { count: seats.length })}
            </Typography>
            <Typography component="dd">{seats.join(', ')}</Typography>
          </>
        )}
      </Stack>
    </PlanCard>
  );
}

/** Where the travellers sleep (tonight, or first on the trip): name, address, dates and a map link. */
export function StayCard({
  trip,
  stay,
  title,
}: {
  trip: TripDetail;
  stay: Booking | undefined;
  title: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!stay) {
    return (
      <PlanCard icon={<HotelOutlinedIcon />} title={title}>
        <Typography color="text.secondary">{t('trips.today.noStay')}</Typography>
        <Link component={RouterLink} to={partLink(trip._id, 'bookings')}>
          {t('trips.today.addStay')}
        </Link>
      </PlanCard>
    );
  }
  const mapLink = stayMapLink(stay);
  return (
    <PlanCard icon={<HotelOutlinedIcon />} title={title}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{stay.accommodationName}</Typography>
      {stay.address && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {stay.address}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('trips.today.stayDates', {
          checkIn: formatTripDate(stay.checkIn, language),
          checkOut: formatTripDate(stay.checkOut, language),
        })}
      </Typography>
      {mapLink && (
        <Button
          href={mapLink}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          startIcon={<MapOutlinedIcon />}
          sx={{ mt: 1, ml: -0.5 }}
        >
          {t('trips.today.openMap', { name: stay.accommodationName })}
        </Button>
      )}
    </PlanCard>
  );
}

/** Spending so far against the budget, in the trip's currency (the trip detail's expense summary). */
export function SpendingCard({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const { total, budget, currency } = trip.expenseSummary;
  const money = (amount: number) => formatMoney(amount, currency, currentLanguage());
  const share = budget ? Math.min(100, Math.round((total / budget) * 100)) : null;
  return (
    <PlanCard icon={<SavingsOutlinedIcon />} title={t('trips.today.spending')}>
      <Typography sx={{ fontWeight: 700 }}>
        {budget
          ? t('trips.today.spentOfBudget', { spent: money(total), budget: money(budget) })
          : money(total)}
      </Typography>
      {share !== null && (
        <LinearProgress
          variant="determinate"
          value={share}
          color={total > budget! ? 'error' : 'primary'}
          aria-label={t('trips.today.budgetUsed', { percent: share })}
          sx={{ my: 1, height: 6, borderRadius: 3 }}
        />
      )}
      {budget && total > budget && (
        <Typography variant="body2" color="error.main">
          {t('trips.today.overBudget', { amount: money(total - budget) })}
        </Typography>
      )}
      {!budget && (
        <Typography variant="body2" color="text.secondary">
          {t('trips.today.noBudget')}
        </Typography>
      )}
      <Link component={RouterLink} to={partLink(trip._id, 'finances')}>
        {t('trips.today.seeFinances')}
      </Link>
    </PlanCard>
  );
}
