import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FlightIcon from '@mui/icons-material/Flight';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import { useTranslation } from 'react-i18next';
import { localDateOf, localTimeOf, type TripSummary } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { tripPeopleQuery } from '../../../lib/item-participants';
import { tripKeys, tripQueries } from '../../trips';
import { formatTripDate, PlanQueryStatus } from '../../trips/components';
import { bookingRows, namesSomeone, spacedFlightNumber, type BookingRow } from './trip-bookings-rows';

const ICONS: Record<BookingRow['kind'], ReactNode> = {
  flight: <FlightIcon />,
  stay: <HotelOutlinedIcon />,
  tour: <TourOutlinedIcon />,
};

/** What a row says: its kind, its name and when it happens. */
function useRowTexts() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const date = (value: string) => formatTripDate(value, language);
  return (row: BookingRow) => {
    switch (row.kind) {
      case 'flight': {
        const { flight } = row;
        return {
          kind: t('agencies.client.whoGoesFlight'),
          title: t('agencies.client.whoGoesRoute', {
            number: spacedFlightNumber(flight.flightNumber),
            from: flight.departure.airport,
            to: flight.arrival.airport,
          }),
          // The take-off as the ticket prints it, in the airport's own time.
          when: t('agencies.client.whoGoesDateTime', {
            date: date(localDateOf(flight.departure.time)),
            time: localTimeOf(flight.departure.time),
          }),
        };
      }
      case 'stay':
        return {
          kind: t('agencies.client.whoGoesStay'),
          title: row.booking.accommodationName,
          when: t('agencies.client.whoGoesDates', {
            checkIn: date(row.booking.checkIn),
            checkOut: date(row.booking.checkOut),
          }),
        };
      case 'tour':
        return {
          kind: t('agencies.client.whoGoesTour'),
          title: row.tour.name,
          when: row.tour.time
            ? t('agencies.client.whoGoesDateTime', { date: date(row.tour.date), time: row.tour.time })
            : date(row.tour.date),
        };
    }
  };
}

function BookingLine({ row }: { row: BookingRow }) {
  const { t } = useTranslation();
  const texts = useRowTexts()(row);
  const names = row.names ? row.names.join(', ') : t('agencies.client.whoGoesEveryone');
  return (
    <Box
      component="li"
      aria-label={`${texts.kind}: ${texts.title}`}
      sx={{
        display: 'flex',
        gap: 1.5,
        minWidth: 0,
        py: 1,
        '& + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box aria-hidden sx={{ display: 'flex', pt: 0.25, color: 'secondary.main', '& svg': { fontSize: 20 } }}>
        {ICONS[row.kind]}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {texts.kind}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{texts.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {texts.when}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, mt: 0.5 }}>
          <GroupOutlinedIcon aria-hidden sx={{ fontSize: 18, mt: 0.25, color: 'text.secondary' }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('agencies.client.whoGoesPeople', { names })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

/** The trip's bookings with who goes, read when the section first opens. */
function BookingsList({ trip }: { trip: Pick<TripSummary, '_id' | 'title'> }) {
  const { t } = useTranslation();
  const detail = useQuery(tripQueries.detail(trip._id));
  // Under the trip's detail key, as the trip screen reads them: one request for both screens.
  const needsPeople = detail.isSuccess && namesSomeone(detail.data);
  const people = useQuery({ ...tripPeopleQuery(tripKeys.detail(trip._id), trip._id), enabled: needsPeople });
  if (!detail.isSuccess) return <PlanQueryStatus query={detail} />;
  // Without the people every named booking would read as everyone's: wait for them, or say why not.
  if (needsPeople && !people.isSuccess) return <PlanQueryStatus query={people} />;
  const rows = bookingRows(detail.data, people.data ?? []);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('agencies.client.whoGoesEmpty')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('agencies.client.whoGoesListLabel', { trip: trip.title })}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => (
        <BookingLine key={row.key} row={row} />
      ))}
    </Box>
  );
}

/**
 * Under a client's trip card: which of the trip's people go on each flight, stay and tour, so a consultant
 * planning for a family sees it without opening the trip. Nothing is read until it is opened.
 */
export function TripBookingsWhoGoes({ trip }: { trip: Pick<TripSummary, '_id' | 'title'> }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
      // Not a heading: the trip card above it has the trip's heading, and this would repeat its title.
      slotProps={{ heading: { component: 'div' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        // The region it opens is labelled by it and carries the id it controls.
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
        // Every trip card has one: the trip's title tells them apart to a screen reader.
        aria-label={t('agencies.client.whoGoesFor', { trip: trip.title })}
        expandIcon={<ExpandMoreIcon />}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('agencies.client.whoGoesTitle')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <BookingsList trip={trip} />
      </AccordionDetails>
    </Accordion>
  );
}
