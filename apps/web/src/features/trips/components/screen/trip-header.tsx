import { Box, Typography } from '@mui/material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { TripDetail } from '@trilha/shared';
import { placeLabel } from '../../utils/trip-labels';
import { SharedRoleChip, TimeStateChip } from '../trip-chips';
import { CountdownText } from '../details/countdown-text';
import { useTripDateRange } from '../use-trip-date-range';
import { TripHeaderActions } from './trip-header-actions';
import type { TripAction } from './trip-screen-types';

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * The trip's title, state, dates and countdown, and its actions. On a phone it is two lines (the title;
 * the state, dates and countdown) with the actions in a menu, so the plan starts on the first screen.
 */
export function TripHeader({
  trip,
  actions,
  phone,
}: {
  trip: TripDetail;
  actions: readonly TripAction[];
  phone: boolean;
}) {
  const dates = useTripDateRange()(trip);
  return (
    <Box
      component="header"
      sx={{
        mb: phone ? 1 : 2,
        display: 'flex',
        flexWrap: phone ? 'nowrap' : 'wrap',
        gap: phone ? 1 : 2,
        alignItems: phone ? 'flex-start' : 'flex-end',
      }}
    >
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography
          variant="h1"
          title={trip.title}
          sx={phone ? { ...oneLine, fontSize: '1.5rem' } : { overflowWrap: 'anywhere' }}
        >
          {trip.title}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: phone ? 'nowrap' : 'wrap',
            alignItems: 'center',
            columnGap: phone ? 1 : 2,
            rowGap: 0.5,
            mt: phone ? 0.5 : 1,
            color: 'text.secondary',
            minWidth: 0,
            // On a phone the line never pushes the page sideways: the dates shorten with an ellipsis.
            overflow: phone ? 'hidden' : undefined,
          }}
        >
          <TimeStateChip timeState={trip.timeState} />
          <SharedRoleChip role={trip.myRole} />
          {!phone && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <PlaceOutlinedIcon fontSize="small" aria-hidden />
              <Typography>{placeLabel(trip.destination)}</Typography>
            </Box>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            {!phone && <CalendarMonthOutlinedIcon fontSize="small" aria-hidden />}
            <Typography variant={phone ? 'body2' : 'body1'} sx={oneLine}>
              {dates}
            </Typography>
          </Box>
          <Typography
            variant={phone ? 'body2' : 'body1'}
            // The countdown ("Day 2 of 4") stays whole; the dates before it give way.
            sx={{ fontWeight: 600, color: 'text.primary', flexShrink: 0 }}
          >
            <CountdownText trip={trip} />
          </Typography>
        </Box>
      </Box>
      <TripHeaderActions trip={trip} actions={actions} phone={phone} />
    </Box>
  );
}
