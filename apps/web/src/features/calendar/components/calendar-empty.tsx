import { Box, Button, Stack } from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Link as RouterLink } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { EmptyState } from '../../../components/empty-state';
import { tripQueries } from '../../trips';
import { parseDay } from '../utils/calendar-dates';
import type { CalendarPeriod } from './use-calendar-period';

/**
 * Nothing in the weeks on screen. When a trip starts after them, say which and when, and offer to show
 * its month, rather than a bare "nothing planned" while the next trip is a click away.
 */
export function CalendarEmpty({ period, after }: { period: CalendarPeriod; after: string }) {
  const { t } = useTranslation();
  const upcoming = useInfiniteQuery(tripQueries.list({ when: 'upcoming' }));
  const next = upcoming.data?.pages[0]?.trips.find((trip) => trip.startDate && trip.startDate > after);
  const start = parseDay(next?.startDate ?? null);
  return (
    <Box sx={{ textAlign: 'center', pb: 3 }}>
      <EmptyState
        icon={<EventAvailableOutlinedIcon />}
        title={t('calendar.empty.title')}
        description={
          next && start
            ? t('calendar.empty.nextTrip', {
                title: next.title,
                date: format(start, 'PPP', { locale: period.locale }),
              })
            : t('calendar.empty.description')
        }
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        {next && start && (
          <Button variant="contained" onClick={() => period.show(start)}>
            {t('calendar.empty.showNext', { month: format(start, 'LLLL yyyy', { locale: period.locale }) })}
          </Button>
        )}
        <Button component={RouterLink} to="/plan-trip" variant={next ? 'outlined' : 'contained'}>
          {t('calendar.empty.action')}
        </Button>
      </Stack>
    </Box>
  );
}
