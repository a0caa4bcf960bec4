import { Fragment, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import LocalPhoneOutlinedIcon from '@mui/icons-material/LocalPhoneOutlined';
import SosOutlinedIcon from '@mui/icons-material/SosOutlined';
import { useTranslation } from 'react-i18next';
import type { DayEntry, TripDetail } from '@trilha/shared';
import { DayEntryRow } from '../day/day-entry-row';
import { entryKey } from '../day/entry-text';
import { NextFlightCard, PlanCard, StayCard } from './plan-cards';
import { nextFlight, stayForNight, todaysEntries } from './trip-moments';

/** Travel time between two of today's stops, drawn by the map feature when the app hands it in. */
export type TravelLegSlot = ComponentType<{ from: DayEntry; to: DayEntry }>;

/** Today's entries in the shared time order, with the way between consecutive stops when known. */
function TodaysPlan({
  trip,
  today,
  travelLeg: TravelLeg,
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
              {TravelLeg && index > 0 && (
                <Box component="li" sx={{ pl: { xs: '92px', sm: '126px' } }}>
                  <TravelLeg from={entries[index - 1]!} to={entry} />
                </Box>
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
  trip,
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
