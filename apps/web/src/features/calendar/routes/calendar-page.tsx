import { useState } from 'react';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useOnline } from '../../../lib/offline/use-online';
import { calendarQueries } from '../api/calendar-queries';
import { eventsFromSavedRanges } from '../api/keep-calendar-offline';
import { CalendarBody } from '../components/calendar-body';
import { CalendarEmpty } from '../components/calendar-empty';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { SubscribeDialog } from '../components/subscribe-dialog';
import { useCalendarPeriod } from '../components/use-calendar-period';
import { visibleRange } from '../utils/calendar-dates';
import { RequiresServer } from '../../../components/requires-server';

export function CalendarPage() {
  const { t } = useTranslation();
  const period = useCalendarPeriod();
  const [subscribing, setSubscribing] = useState(false);
  const { from, to } = visibleRange(period.days);
  const queryClient = useQueryClient();
  const online = useOnline();
  // A week inside a month saved for offline use shows from it; otherwise the previous period stays on
  // screen while the next loads, so the grid does not flash empty.
  const events = useQuery({
    ...calendarQueries.range(from, to),
    placeholderData: (previous) => eventsFromSavedRanges(queryClient, from, to) ?? previous,
  });
  // Offline, a period never read (nor inside a month read ahead) says so instead of an empty grid.
  const notSaved =
    !online &&
    events.fetchStatus === 'paused' &&
    (events.data === undefined ||
      (events.isPlaceholderData && eventsFromSavedRanges(queryClient, from, to) === undefined));
  return (
    <Box>
      <PageHeader
        title={t('calendar.title')}
        subtitle={t('calendar.subtitle')}
        action={
          <RequiresServer>
            <Button
              variant="outlined"
              startIcon={<EventRepeatOutlinedIcon />}
              onClick={() => setSubscribing(true)}
            >
              {t('calendar.subscribe.open')}
            </Button>
          </RequiresServer>
        }
      />
      <CalendarToolbar period={period} />
      <Box sx={{ height: 4, mb: 1 }}>
        {events.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      </Box>
      {notSaved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('offline.notSaved')}
        </Alert>
      )}
      {events.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={<Button onClick={() => void events.refetch()}>{t('common.retry')}</Button>}
        >
          {t('calendar.loadError')}
        </Alert>
      )}
      <CalendarBody period={period} events={events.data ?? []} label={t('calendar.title')} />
      {events.data?.length === 0 && !events.isPlaceholderData && <CalendarEmpty period={period} after={to} />}
      <SubscribeDialog open={subscribing} onClose={() => setSubscribing(false)} />
    </Box>
  );
}
