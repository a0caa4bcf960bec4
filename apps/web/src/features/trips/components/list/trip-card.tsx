import { Link as RouterLink } from 'react-router';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripSummary } from '@trilha/shared';
import { placeLabel } from '../../utils/trip-labels';
import { SharedRoleChip, TimeStateChip } from '../trip-chips';
import { useTripDateRange } from '../use-trip-date-range';

function CardLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Box>
  );
}

export function TripCard({ trip }: { trip: TripSummary }) {
  const { t } = useTranslation();
  const dates = useTripDateRange()(trip);
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/trips/${trip._id}`} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            <TimeStateChip timeState={trip.timeState} />
            <SharedRoleChip role={trip.myRole} />
          </Box>
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {trip.title}
          </Typography>
          <CardLine icon={<PlaceOutlinedIcon />}>{placeLabel(trip.destination)}</CardLine>
          <CardLine icon={<CalendarMonthOutlinedIcon />}>{dates}</CardLine>
          <CardLine icon={<SavingsOutlinedIcon />}>{t(`trips.budget.${trip.budget}`)}</CardLine>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
