import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { flightQueries } from '../api/flight-queries';
import { ImportActionSlot } from '../../trips';
import { PlanQueryStatus } from '../../trips/components';
import { byDeparture } from '../utils/flight-format';
import { FlightCard } from './flight-card';
import { RequiresServer } from '../../../components/requires-server';

export function AddFlightButton({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  return (
    <RequiresServer>
      <Button
        component={RouterLink}
        to={`/trips/${tripId}/add-flight`}
        variant="contained"
        startIcon={<AddIcon />}
      >
        {t('flights.add')}
      </Button>
    </RequiresServer>
  );
}

/**
 * The trip's flights in take-off order, each as a card. `addButton` puts "Add flight" above the list
 * (the tab); a page with its own header leaves it out. The empty state always offers it to writers.
 */
export function FlightList({ trip, addButton = true }: { trip: TripDetail; addButton?: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(flightQueries.list(trip._id));
  const { canEdit } = trip.permissions;
  if (!query.isSuccess) return <PlanQueryStatus query={query} />;
  if (query.data.length === 0) {
    return (
      <Box>
        <EmptyState
          icon={<FlightTakeoffIcon />}
          title={t('flights.emptyTitle')}
          description={canEdit ? t('flights.emptyDescription') : t('flights.emptyReadOnly')}
        />
        {canEdit && (
          <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1, pb: 4 }}>
            <AddFlightButton tripId={trip._id} />
            <ImportActionSlot trip={trip} placement="empty" />
          </Box>
        )}
      </Box>
    );
  }
  const flights = [...query.data].sort(byDeparture);
  return (
    <Stack spacing={2}>
      {canEdit && addButton && (
        <Box>
          <AddFlightButton tripId={trip._id} />
        </Box>
      )}
      <Stack component="ul" spacing={2} aria-label={t('flights.listLabel')} sx={{ m: 0, p: 0 }}>
        {flights.map((flight) => (
          <FlightCard key={flight._id} trip={trip} flight={flight} canEdit={canEdit} />
        ))}
      </Stack>
    </Stack>
  );
}
