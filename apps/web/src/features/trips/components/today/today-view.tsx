import { Fragment, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import LocalPhoneOutlinedIcon from '@mui/icons-material/LocalPhoneOutlined';
import SosOutlinedIcon from '@mui/icons-material/SosOutlined';
import { useTranslation } from 'react-i18next';
import type { Coordinates, DayEntry, TripDetail } from '@trilha/shared';
import { DayEntryRow } from '../day/day-entry-row';
import { entryKey } from '../day/entry-text';
import { useOnlyMine } from '../my-days/use-only-mine';
import { NextFlightCard, PlanCard, StayCard } from './plan-cards';
import { nextFlight, pointOf, stayForNight, todaysEntries } from './trip-moments';

/** Distance and travel time between two of today's stops, drawn by the map feature the app hands in. */
export type TravelLegSlot = ComponentType<{ tripId: string; from: Coordinates; to: Coordinates }>;

/** The way between two consecutive entries, when both have a point and the app gave a way to draw it. */
function LegBetween({
  tripId,
  from,
  to,
  travelLeg: TravelLeg,
}: {
  tripId: string;
  from: DayEntry;
  to: DayEntry;
  travelLeg?: TravelLegSlot;
}) {
  const start = pointOf(from);
  const end = pointOf(to);
  if (!TravelLeg || !start || !end) return null;
  return (
    // Between two entries, not an entry itself: out of the list's count for assistive technology.
    <Box component="li" role="presentation" sx={{ pl: { xs: '92px', sm: '126px' }, py: 0.5 }}>
      <TravelLeg tripId={tripId} from={start} to={end} />
    </Box>
  );
}

/** Today's entries in the shared time order, with the way between consecutive stops when known. */
function TodaysPlan({
  trip,
  today,
  travelLeg,
}: {
  trip: TripDetail;
  today: string;
  travelLeg?: TravelLegSlot;
}) {
  const { t } = useTranslation();
  const entries = todaysEntries(trip, today);
  return (
    <PlanCard icon={<EventNoteOutlinedIcon />} title={t('trips.today.todaysPlan')}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('trips.today.nothingToday')}</Typography>
      ) : (
        <Box component="ol" aria-label={t('trips.today.todaysPlan')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry, index) => (
            <Fragment key={entryKey(entry, index)}>
              {index > 0 && (
                <LegBetween tripId={trip._id} from={entries[index - 1]!} to={entry} travelLeg={travelLeg} />
              )}
              <DayEntryRow entry={entry} tripId={trip._id} />
            </Fragment>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={`/trips/${trip._id}/day/${today}`}>
        {t('trips.today.openDay')}
      </Link>
    </PlanCard>
  );
}

/** The trip's phone numbers, each a tap away (tel: links); a way to add one when there is none. */
function EmergencyContacts({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const phones = trip.contacts.filter((contact) => contact.type === 'phone');
  return (
    <PlanCard icon={<SosOutlinedIcon />} title={t('trips.today.contacts')}>
      {phones.length === 0 ? (
        <>
          <Typography color="text.secondary">{t('trips.today.noContacts')}</Typography>
          <Link component={RouterLink} to={`/trips/${trip._id}?tab=contacts`}>
            {t('trips.today.addContact')}
          </Link>
        </>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {phones.map((contact) => (
            <Button
              key={contact._id}
              variant="outlined"
              href={`tel:${contact.value.replace(/[^\d+]/g, '')}`}
              startIcon={<LocalPhoneOutlinedIcon />}
              aria-label={t('trips.today.call', { name: contact.name, number: contact.value })}
              sx={{ maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}
            >
              {contact.name}
            </Button>
          ))}
        </Stack>
      )}
    </PlanCard>
  );
}

/**
 * During the trip, what the day needs at a glance: what is next (the next flight), where the travellers
 * sleep tonight, today's plan in order, and the emergency numbers.
 */
export function TodayView({
  trip: whole,
  now,
  today,
  travelLeg,
}: {
  trip: TripDetail;
  now: Date;
  today: string;
  travelLeg?: TravelLegSlot;
}) {
  const { t } = useTranslation();
  // The plan's "Only what I'm on" holds here too.
  const trip = useOnlyMine(whole._id).trip(whole);
  const flight = nextFlight(trip.flights, now);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridRow: { md: 'span 3' }, minWidth: 0 }}>
        <TodaysPlan trip={trip} today={today} travelLeg={travelLeg} />
      </Box>
      {flight && <NextFlightCard trip={trip} flight={flight} />}
      <StayCard trip={trip} stay={stayForNight(trip.bookings, today)} title={t('trips.today.tonight')} />
      <EmergencyContacts trip={trip} />
    </Box>
  );
}
