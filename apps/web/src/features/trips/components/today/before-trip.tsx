import { Link as RouterLink } from 'react-router';
import { Box, List, ListItem, ListItemIcon, ListItemText, Link, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import { useTranslation } from 'react-i18next';
import { daysBetween, type TripDetail } from '@trilha/shared';
import { PlanCard } from './plan-cards';
import { daysWithoutPlans, nightsWithoutStay } from './trip-moments';

interface Gap {
  key: string;
  text: string;
  fix: string;
  tab: string;
}

/** What is still missing from the plan, each with the part of the trip screen where it is fixed. */
function useGaps(trip: TripDetail): Gap[] {
  const { t } = useTranslation();
  const gaps: Gap[] = [];
  const nights = nightsWithoutStay(trip).length;
  if (nights > 0)
    gaps.push({
      key: 'nights',
      text: t('trips.today.nightsWithoutStay', { count: nights }),
      fix: t('trips.today.addStay'),
      tab: 'bookings',
    });
  const days = daysWithoutPlans(trip).length;
  if (days > 0)
    gaps.push({
      key: 'days',
      text: t('trips.today.daysWithoutPlans', { count: days }),
      fix: t('trips.today.planDays'),
      tab: 'itinerary',
    });
  if (trip.flights.length === 0)
    gaps.push({
      key: 'flights',
      text: t('trips.today.noFlights'),
      fix: t('trips.today.addFlight'),
      tab: 'flights',
    });
  return gaps;
}

/** Before the trip: how many days are left and what is still unbooked. */
export function BeforeTrip({ trip, today }: { trip: TripDetail; today: string }) {
  const { t } = useTranslation();
  const gaps = useGaps(trip);
  const left = Math.max(daysBetween(today, trip.startDate), 0);
  return (
    <PlanCard icon={<HourglassTopOutlinedIcon />} title={t('trips.today.daysLeft', { count: left })}>
      {gaps.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CheckCircleOutlineIcon color="success" aria-hidden />
          <Typography>{t('trips.today.allBooked')}</Typography>
        </Box>
      ) : (
        <>
          <Typography color="text.secondary">{t('trips.today.stillUnbooked')}</Typography>
          <List dense aria-label={t('trips.today.stillUnbooked')} disablePadding>
            {gaps.map((gap) => (
              <ListItem key={gap.key} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <ErrorOutlineIcon color="warning" fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={gap.text}
                  secondary={
                    <Link component={RouterLink} to={`/trips/${trip._id}?tab=${gap.tab}`}>
                      {gap.fix}
                    </Link>
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </PlanCard>
  );
}

/** After the trip: a short recap of what it held. */
export function AfterTrip({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const places = trip.itinerary.reduce((sum, day) => sum + day.items.length, 0);
  const nights = trip.bookings.reduce((sum, stay) => sum + stay.nights, 0);
  return (
    <PlanCard icon={<CheckCircleOutlineIcon />} title={t('trips.today.recap')}>
      <Typography>
        {[
          t('trips.today.recapPlaces', { count: places }),
          t('trips.today.recapFlights', { count: trip.flights.length }),
          t('trips.today.recapNights', { count: nights }),
          t('trips.today.recapTours', { count: trip.tours.length }),
        ].join(' · ')}
      </Typography>
    </PlanCard>
  );
}
