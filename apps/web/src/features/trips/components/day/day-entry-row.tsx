import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Typography, type ChipProps } from '@mui/material';
import { purple } from '@mui/material/colors';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import BedtimeOutlinedIcon from '@mui/icons-material/BedtimeOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import { useTranslation } from 'react-i18next';
import { localDateOf, localTimeOf, type DayEntry, type FlightStatus } from '@trilha/shared';
import { useItineraryLabels } from '../itinerary/use-itinerary-labels';
import { entryTab, flightCode } from './entry-text';

type Entry<K extends DayEntry['kind']> = Extract<DayEntry, { kind: K }>;

export interface Look {
  icon: ReactNode;
  /** Marker background and the icon's colour on it. */
  bg: string;
  fg: string;
}

const PLACE: Look = { icon: <PlaceOutlinedIcon />, bg: 'secondary.main', fg: 'secondary.contrastText' };
const STAY = { bg: 'success.main', fg: 'success.contrastText' };
const FLIGHT = { bg: 'info.main', fg: 'info.contrastText' };

/** Each kind has its own icon and colour on the line, so a glance tells a flight from a dinner. */
export function lookOf(entry: DayEntry): Look {
  switch (entry.kind) {
    case 'itinerary':
      return PLACE;
    case 'flight':
      return {
        ...FLIGHT,
        icon: entry.leg === 'departure' ? <FlightTakeoffIcon /> : <FlightLandIcon />,
      };
    case 'check-in':
      return { ...STAY, icon: <HotelOutlinedIcon /> };
    case 'check-out':
      return { ...STAY, icon: <LogoutOutlinedIcon /> };
    case 'stay-night':
      return { ...STAY, icon: <BedtimeOutlinedIcon /> };
    case 'tour':
      return { icon: <TourOutlinedIcon />, bg: purple[600], fg: '#fff' };
    default:
      return { icon: <EventOutlinedIcon />, bg: 'grey.500', fg: '#fff' };
  }
}

const STATUS_COLORS: Record<FlightStatus, ChipProps['color']> = {
  scheduled: 'default',
  active: 'info',
  landed: 'success',
  cancelled: 'error',
  incident: 'error',
  diverted: 'warning',
  redirected: 'warning',
  unknown: 'default',
};

/** The entry's main line, linking to the tab where it is managed. */
function Title({ to, children }: { to: string | undefined; children: string }) {
  const sx = { fontWeight: 600, overflowWrap: 'anywhere' } as const;
  if (!to) return <Typography sx={sx}>{children}</Typography>;
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="text.primary"
      sx={{ ...sx, display: 'block' }}
    >
      {children}
    </Link>
  );
}

function Secondary({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

function Where({ location }: { location: string }) {
  if (!location) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
      <PlaceOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {location}
      </Typography>
    </Box>
  );
}

function Notes({ notes }: { notes: string }) {
  if (!notes) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
      {notes}
    </Typography>
  );
}

function ItineraryBody({ entry }: { entry: Entry<'itinerary'> }) {
  const { item } = entry;
  return (
    <>
      <Title to={undefined}>{item.placeName}</Title>
      <Where location={item.location} />
      <Notes notes={item.notes} />
    </>
  );
}

/** Times are the local wall-clock times at each airport, exactly as the ticket gives them. */
function FlightBody({ entry, to }: { entry: Entry<'flight'>; to: string }) {
  const { t } = useTranslation();
  const { shortDate } = useItineraryLabels();
  const { flight, leg } = entry;
  const number = flightCode(flight.flightNumber);
  const from = flight.departure.airport;
  const toAirport = flight.arrival.airport;
  const sameDay = localDateOf(flight.departure.time) === localDateOf(flight.arrival.time);
  const other = leg === 'departure' ? flight.arrival : flight.departure;
  const otherTime = localTimeOf(other.time);
  const title =
    leg === 'departure'
      ? t('entries.flight.departure', {
          number,
          from,
          time: localTimeOf(flight.departure.time),
          to: toAirport,
        })
      : t('entries.flight.arrival', { number, from, time: localTimeOf(flight.arrival.time), to: toAirport });
  const detail =
    leg === 'arrival'
      ? t('entries.flight.departedOn', { date: shortDate(localDateOf(other.time)), time: otherTime })
      : sameDay
        ? t('entries.flight.arrives', { time: otherTime })
        : t('entries.flight.arrivesOn', { date: shortDate(localDateOf(other.time)), time: otherTime });
  return (
    <>
      <Title to={to}>{title}</Title>
      <Secondary>{[flight.airline, detail].filter(Boolean).join(' · ')}</Secondary>
      <Chip
        size="small"
        color={STATUS_COLORS[flight.status]}
        variant={flight.status === 'scheduled' ? 'outlined' : 'filled'}
        label={t(`entries.flight.status.${flight.status}`)}
        sx={{ mt: 0.75 }}
      />
    </>
  );
}

const STAY_TITLES = {
  'check-in': 'entries.stay.checkIn',
  'check-out': 'entries.stay.checkOut',
  'stay-night': 'entries.stay.night',
} as const;

type StayEntry = Entry<'check-in'> | Entry<'check-out'> | Entry<'stay-night'>;

function StayBody({ entry, to }: { entry: StayEntry; to: string }) {
  const { t } = useTranslation();
  const { booking } = entry;
  const checkIn = entry.kind === 'check-in';
  return (
    <>
      <Title to={to}>{t(STAY_TITLES[entry.kind], { name: booking.accommodationName })}</Title>
      <Where location={booking.address} />
      {checkIn && booking.nights > 0 && (
        <Secondary>{t('entries.stay.nights', { count: booking.nights })}</Secondary>
      )}
    </>
  );
}

function TourBody({ entry, to }: { entry: Entry<'tour'>; to: string }) {
  const { t } = useTranslation();
  const { tour } = entry;
  return (
    <>
      <Title to={to}>{[tour.name, tour.time, tour.location].filter(Boolean).join(' · ')}</Title>
      <Chip
        size="small"
        color={tour.booked ? 'success' : 'default'}
        variant={tour.booked ? 'filled' : 'outlined'}
        label={t(tour.booked ? 'entries.tour.booked' : 'entries.tour.notBooked')}
        sx={{ mt: 0.75 }}
      />
      <Notes notes={tour.notes} />
    </>
  );
}

export function EntryBody({ entry, tripId }: { entry: DayEntry; tripId: string }) {
  const { t } = useTranslation();
  const to = `/trips/${tripId}?tab=${entryTab(entry)}`;
  switch (entry.kind) {
    case 'itinerary':
      return <ItineraryBody entry={entry} />;
    case 'flight':
      return <FlightBody entry={entry} to={to} />;
    case 'check-in':
    case 'check-out':
    case 'stay-night':
      return <StayBody entry={entry} to={to} />;
    case 'tour':
      return <TourBody entry={entry} to={to} />;
    default:
      return <Title to={undefined}>{t('itinerary.day.unknownEntry')}</Title>;
  }
}

/**
 * One thing on one day: its time (or part of the day) on the left, then an icon on the day's line and
 * what it is. The day view and the timeline tab both draw their entries with this.
 */
export function DayEntryRow({ entry, tripId }: { entry: DayEntry; tripId: string }) {
  const { t } = useTranslation();
  const { when } = useItineraryLabels();
  const look = lookOf(entry);
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '76px 1fr', sm: '110px 1fr' }, columnGap: 2 }}
    >
      <Typography sx={{ pt: 1.5, fontWeight: 600, color: 'primary.main', textAlign: 'right' }}>
        {when(entry)}
      </Typography>
      <Box
        sx={{ position: 'relative', borderLeft: 2, borderColor: 'divider', pl: 2.5, py: 1.5, minWidth: 0 }}
      >
        <Box
          role="img"
          aria-label={t(`entries.kinds.${entry.kind}`, { defaultValue: t('itinerary.day.unknownEntry') })}
          sx={{
            position: 'absolute',
            left: -13,
            top: 12,
            width: 24,
            height: 24,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: look.bg,
            color: look.fg,
            '& svg': { fontSize: 16 },
          }}
        >
          {look.icon}
        </Box>
        <EntryBody entry={entry} tripId={tripId} />
      </Box>
    </Box>
  );
}
