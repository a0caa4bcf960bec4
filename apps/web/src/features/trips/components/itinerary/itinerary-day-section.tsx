import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { useTranslation } from 'react-i18next';
import type { DayEntry } from '@trilha/shared';
import { QueuedRows, useQueuedRows } from '../../../../components/offline/queued-rows';
import { dayDropId } from '../../utils/itinerary-moves';
import { dayStops, entryDropId, type PlanDay } from '../../utils/plan-days';
import { ItineraryBookingRow } from './itinerary-booking-row';
import { useDayTravel, type LocatedStop } from './plan-map-slots';
import type { DayOption } from './itinerary-item-dialog';
import { ItineraryItemCard } from './itinerary-item-card';

interface ItineraryDaySectionProps {
  tripId: string;
  day: PlanDay;
  title: string;
  canEdit: boolean;
  /** A dragged place is over this day, so it shows where the place will land. */
  highlighted: boolean;
  days: DayOption[];
  tripDays: DayOption[];
  onAdd: (date: string) => void;
}

const stopIdOf = (entry: DayEntry) =>
  entry.kind === 'itinerary' ? entry.item._id : entry.kind === 'tour' ? `tour-${entry.tour._id}` : null;

export function ItineraryDaySection({
  tripId,
  day,
  title,
  canEdit,
  highlighted,
  days,
  tripDays,
  onAdd,
}: ItineraryDaySectionProps) {
  const { t } = useTranslation();
  const { setNodeRef } = useDroppable({ id: dayDropId(day.date), disabled: !canEdit });
  const onThisDay = (variables: { input: { date: string } }) => variables.input.date === day.date;
  const queued = useQueuedRows(tripId, 'itinerary-item', onThisDay);
  const queuedCount = queued.pending.length + queued.failed.length;
  const stops = dayStops(day.entries);
  const numberOf = new Map(stops.map((stop) => [stop.id, stop.number]));
  // The way between consecutive stops that are on the map, when the app gives the plan one.
  const located = stops.filter((stop): stop is LocatedStop => stop.lat !== null && stop.lon !== null);
  const travel = useDayTravel(tripId, located, title);
  const leg = (entry: DayEntry) => {
    const stopId = stopIdOf(entry);
    const before = stopId ? travel.legBefore(stopId) : null;
    return before ? (
      <Box component="li" sx={{ listStyle: 'none', pl: 1.5 }}>
        {before}
      </Box>
    ) : null;
  };
  return (
    <Card
      component="section"
      aria-label={title}
      data-plan-date={day.date}
      ref={setNodeRef}
      sx={{
        outline: 2,
        outlineColor: highlighted ? 'primary.main' : 'transparent',
        borderColor: day.outsideTrip ? 'warning.main' : undefined,
      }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 }, '&:last-child': { pb: { xs: 1.5, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography variant="h3" component="h3">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('itinerary.placeCount', { count: day.items.length })}
            </Typography>
          </Box>
          {travel.picker}
          <Button
            component={RouterLink}
            to={`/trips/${tripId}/day/${day.date}`}
            size="small"
            startIcon={<TodayOutlinedIcon />}
            aria-label={t('itinerary.openDayNamed', { day: title })}
          >
            {t('itinerary.openDay')}
          </Button>
        </Box>
        {day.outsideTrip && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t('itinerary.outsideWarning')}
          </Alert>
        )}
        <SortableContext
          items={day.entries.map((entry) => entryDropId(day.date, entry))}
          strategy={verticalListSortingStrategy}
        >
          {day.entries.length === 0 && queuedCount === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1.5, textAlign: 'center' }}>
              {t('itinerary.emptyDay')}
            </Typography>
          ) : (
            <Stack
              component="ol"
              spacing={1}
              aria-label={t('itinerary.itemsOf', { day: title })}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {day.entries.map((entry) => {
                const id = entryDropId(day.date, entry);
                const stopId = stopIdOf(entry);
                const stopNumber = stopId ? numberOf.get(stopId) : undefined;
                return (
                  <Fragment key={id}>
                    {leg(entry)}
                    {entry.kind === 'itinerary' ? (
                      <ItineraryItemCard
                        tripId={tripId}
                        item={entry.item}
                        canEdit={canEdit}
                        days={days}
                        tripDays={tripDays}
                        stopNumber={stopNumber}
                      />
                    ) : (
                      <ItineraryBookingRow
                        tripId={tripId}
                        dropId={id}
                        entry={entry}
                        stopNumber={stopNumber}
                      />
                    )}
                  </Fragment>
                );
              })}
              <QueuedRows tripId={tripId} kind="itinerary-item" match={onThisDay} />
            </Stack>
          )}
        </SortableContext>
        {canEdit && !day.outsideTrip && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => onAdd(day.date)}
            sx={{ mt: 1.5 }}
            aria-label={t('itinerary.addTo', { day: title })}
          >
            {t('itinerary.add')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
