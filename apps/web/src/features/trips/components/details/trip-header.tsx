import { Box, Typography } from '@mui/material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { TripDetail } from '@trilha/shared';
import { placeLabel } from '../../utils/trip-labels';
import { SharedRoleChip, TimeStateChip } from '../trip-chips';
import { CountdownText } from './countdown-text';
import { useTripDateRange } from '../use-trip-date-range';
import { TripActions } from './trip-actions';

export function TripHeader({ trip }: { trip: TripDetail }) {
  const dates = useTripDateRange()(trip);
  return (
    <Box component="header" sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
          <TimeStateChip timeState={trip.timeState} />
          <SharedRoleChip role={trip.myRole} />
        </Box>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {trip.title}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.5,
            mt: 1,
            color: 'text.secondary',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            <Typography>{placeLabel(trip.destination)}</Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CalendarMonthOutlinedIcon fontSize="small" aria-hidden />
            <Typography>{dates}</Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
            <CountdownText trip={trip} />
          </Typography>
        </Box>
      </Box>
      <TripActions trip={trip} />
    </Box>
  );
}
