import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Card, CardContent, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FlightIcon from '@mui/icons-material/Flight';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { useTranslation } from 'react-i18next';
import type { Flight, TripDetail } from '@trilha/shared';
import { DeleteButton, formatPrice, RecordAsExpense } from '../../trips/components';
import { useDeleteFlight } from '../api/delete-flight';
import { daysLater, displayFlightNumber, useFlightFormat } from '../utils/flight-format';
import { FlightStatusChip } from './flight-status-chip';
import { RefreshStatusButton, StatusMenu } from './flight-status-controls';
import { TicketSection } from './ticket-section';
import { RequiresServer } from '../../../components/requires-server';
import { ItemPeopleAvatars } from '../../../components/who-goes-field';
import { itemPeople, useTripPeople } from '../../../lib/item-participants';
import { tripKeys } from '../../trips';

/**
 * Read by screen readers, not shown: the "+1" alone says little out loud. Sizes in px strings: in `sx` a bare
 * `width: 1` means 100 %, which made these spans as wide as the page and the page scroll sideways.
 */
const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function FlightEnd({ leg, flight }: { leg: 'departure' | 'arrival'; flight: Flight }) {
  const { t } = useTranslation();
  const { localDate, localTime } = useFlightFormat();
  const end = flight[leg];
  const later = leg === 'arrival' ? daysLater(flight) : 0;
  const Icon = leg === 'departure' ? FlightTakeoffIcon : FlightLandIcon;
  return (
    <Box
      component="section"
      aria-label={t(`flights.card.${leg}`)}
      sx={{ minWidth: 0, textAlign: leg === 'arrival' ? 'right' : 'left' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'text.secondary',
          justifyContent: leg === 'arrival' ? 'flex-end' : 'flex-start',
        }}
      >
        <Icon fontSize="small" aria-hidden />
        <Typography variant="caption">{t(`flights.card.${leg}`)}</Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, fontSize: { xs: '1.35rem', sm: '1.6rem' }, lineHeight: 1.2 }}>
        {localTime(end.time)}
        {later > 0 && (
          <Box
            component="sup"
            sx={{ ml: 0.5, fontSize: '0.7rem', color: 'secondary.main', fontWeight: 700 }}
            title={t('flights.card.laterDay', { count: later })}
          >
            <span aria-hidden>+{later}</span>
            <Box component="span" sx={srOnly}>
              {t('flights.card.laterDay', { count: later })}
            </Box>
          </Box>
        )}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {end.airport}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {end.airportName}
      </Typography>
      {end.terminal && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('flights.card.terminal', { terminal: end.terminal })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {localDate(end.time)}
      </Typography>
    </Box>
  );
}

function Route({ flight }: { flight: Flight }) {
  const { t } = useTranslation();
  const { duration } = useFlightFormat();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
      }}
    >
      <FlightEnd leg="departure" flight={flight} />
      <Box sx={{ textAlign: 'center', color: 'text.secondary', px: { xs: 0, sm: 1 } }}>
        <FlightIcon sx={{ transform: 'rotate(90deg)', color: 'secondary.main' }} aria-hidden />
        <Typography variant="caption" component="p" sx={{ whiteSpace: 'nowrap' }}>
          <Box component="span" sx={srOnly}>
            {t('flights.card.duration')}{' '}
          </Box>
          {duration(flight.durationMinutes)}
        </Typography>
      </Box>
      <FlightEnd leg="arrival" flight={flight} />
    </Box>
  );
}

function Facts({ flight }: { flight: Flight }) {
  const { t } = useTranslation();
  const { baggage } = useFlightFormat();
  const facts = [
    {
      key: 'confirmationCode',
      label: t('flights.card.confirmationCode'),
      value: flight.confirmationCode || t('flights.card.none'),
    },
    ...(flight.price === null
      ? []
      : [
          {
            key: 'price',
            label: t('flights.card.price'),
            value: formatPrice(flight.price, flight.currency, t),
          },
        ]),
    {
      key: 'passengers',
      label: t('flights.card.passengers'),
      value:
        flight.passengers.length === 0
          ? t('flights.card.none')
          : flight.passengers
              .map((passenger) =>
                passenger.seat
                  ? t('flights.card.passengerSeat', { name: passenger.name, seat: passenger.seat })
                  : passenger.name,
              )
              .join('\n'),
    },
    {
      key: 'baggage',
      label: t('flights.card.baggage'),
      value: flight.baggages.length === 0 ? t('flights.card.none') : flight.baggages.map(baggage).join('\n'),
    },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function WriterActions({ trip, flight, name }: { trip: TripDetail; flight: Flight; name: string }) {
  const { t } = useTranslation();
  const tripId = trip._id;
  const remove = useDeleteFlight(tripId, flight._id);
  const editLabel = t('flights.edit', { flight: name });
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <RecordAsExpense trip={trip} kind="flight" id={flight._id} name={name} />
      <RequiresServer>
        <Tooltip title={editLabel}>
          <IconButton
            component={RouterLink}
            to={`/trips/${tripId}/edit-flight/${flight._id}`}
            aria-label={editLabel}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <DeleteButton
        label={t('flights.delete', { flight: name })}
        title={t('flights.deleteTitle', { flight: name })}
        text={t('flights.deleteText')}
        confirmLabel={t('flights.deleteConfirm')}
        mutation={remove}
      />
    </Box>
  );
}

/** One flight as on a boarding pass: who flies it, local times at each end, and what travels along. */
export function FlightCard({
  trip,
  flight,
  canEdit,
}: {
  trip: TripDetail;
  flight: Flight;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const tripId = trip._id;
  const { flightName, instant } = useFlightFormat();
  const [error, setError] = useState<string | null>(null);
  const name = displayFlightNumber(flight.flightNumber);
  const title = flightName(flight);
  // The trip's people are read only for a flight whose passengers are linked to some.
  const people = useTripPeople(tripKeys.detail(tripId), tripId, Boolean(flight.participants));
  return (
    <Card component="li" aria-label={title} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
              {canEdit ? (
                <StatusMenu tripId={tripId} flight={flight} name={name} onError={setError} />
              ) : (
                <FlightStatusChip status={flight.status} />
              )}
              {canEdit && (
                <RefreshStatusButton tripId={tripId} flight={flight} name={name} onError={setError} />
              )}
              {flight.statusUpdatedAt && (
                <Typography variant="caption" color="text.secondary">
                  {t('flights.status.updatedAt', { when: instant(flight.statusUpdatedAt) })}
                </Typography>
              )}
              <ItemPeopleAvatars people={itemPeople(flight, people)} />
            </Box>
          </Box>
          {canEdit && <WriterActions trip={trip} flight={flight} name={name} />}
        </Box>
        {error && (
          <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Route flight={flight} />
        <Divider sx={{ my: 2 }} />
        <Facts flight={flight} />
        <Divider sx={{ my: 2 }} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('flights.ticket.title')}
        </Typography>
        <TicketSection tripId={tripId} flight={flight} name={name} canEdit={canEdit} />
      </CardContent>
    </Card>
  );
}
