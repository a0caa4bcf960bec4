import { useState } from 'react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Button, Card, Snackbar, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ItineraryItem } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { useMoveItineraryItem } from '../../api/move-itinerary-item';
import {
  amongAllPlaces,
  dayDropId,
  moveFromDrop,
  type ItineraryMove,
  type TimedRefusal,
} from '../../utils/itinerary-moves';
import { entryDropId, type PlanDay } from '../../utils/plan-days';
import type { DayOption } from './itinerary-item-dialog';
import { ItineraryDaySection } from './itinerary-day-section';
import { ItineraryItemContent } from './itinerary-item-card';

interface ItineraryBoardProps {
  tripId: string;
  days: PlanDay[];
  titles: Map<string, string>;
  canEdit: boolean;
  onAdd: (date: string) => void;
  /** Every place of each day, when `days` shows only some: moves are placed among all of them. */
  allDays?: PlanDay[];
}

/** The day an id (a whole day, a place or a booking's line) belongs to. */
function dateOf(days: PlanDay[], id: UniqueIdentifier | undefined): string | undefined {
  if (id === undefined) return undefined;
  return days.find(
    (day) => dayDropId(day.date) === id || day.entries.some((entry) => entryDropId(day.date, entry) === id),
  )?.date;
}

function useAnnouncements(days: PlanDay[], titles: Map<string, string>): Announcements {
  const { t } = useTranslation();
  const place = (id: UniqueIdentifier) =>
    days.flatMap((day) => day.items).find((item) => item._id === id)?.placeName ?? '';
  const day = (id: UniqueIdentifier | undefined) => titles.get(dateOf(days, id) ?? '') ?? '';
  return {
    onDragStart: ({ active }) => t('itinerary.dnd.pickedUp', { place: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('itinerary.dnd.over', { place: place(active.id), day: day(over.id) }) : undefined,
    onDragEnd: ({ active, over }) => {
      const result = over ? moveFromDrop(days, String(active.id), String(over.id)) : null;
      if (result && 'refused' in result)
        return t('itinerary.dnd.keepsTime', { place: place(active.id), time: result.time });
      if (!over) return t('itinerary.dnd.cancelled', { place: place(active.id) });
      const dropped = t('itinerary.dnd.dropped', { place: place(active.id), day: day(over.id) });
      return result?.timeOfDay
        ? `${dropped} ${t('itinerary.dnd.nowIn', { part: t(`itinerary.timesOfDay.${result.timeOfDay}`) })}`
        : dropped;
    },
    onDragCancel: ({ active }) => t('itinerary.dnd.cancelled', { place: place(active.id) }),
  };
}

/**
 * All days as drop zones: places are reordered within a day and moved across days by pointer or
 * keyboard; flights, stays and tours stay at their times. An untimed place takes the part of the day
 * where it lands; a timed one cannot leave its time order, and the traveller is offered to clear its time.
 */
export function ItineraryBoard({ tripId, days, titles, canEdit, onAdd, allDays }: ItineraryBoardProps) {
  const { t } = useTranslation();
  const move = useMoveItineraryItem(tripId);
  const placed = (change: ItineraryMove) => (allDays ? amongAllPlaces(change, days, allDays) : change);
  const announcements = useAnnouncements(days, titles);
  const [active, setActive] = useState<ItineraryItem | null>(null);
  const [overDate, setOverDate] = useState<string>();
  const [refused, setRefused] = useState<TimedRefusal | null>(null);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle on a phone does not start one.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const options: DayOption[] = days.map((day) => ({
    date: day.date,
    label: titles.get(day.date) ?? day.date,
  }));
  const tripDays = options.filter((_, index) => !days[index]!.outsideTrip);
  const placeName = (itemId: string) =>
    days.flatMap((day) => day.items).find((item) => item._id === itemId)?.placeName ?? '';

  const handleDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    setOverDate(undefined);
    const result = moveFromDrop(days, String(dragged.id), over ? String(over.id) : null);
    if (!result) return;
    if ('refused' in result) setRefused(result);
    else move.mutate(placed(result));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('itinerary.dnd.instructions') },
      }}
      onDragStart={({ active: dragged }) => {
        setRefused(null);
        setActive(days.flatMap((day) => day.items).find((item) => item._id === dragged.id) ?? null);
      }}
      onDragOver={({ over }) => setOverDate(dateOf(days, over?.id))}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        setActive(null);
        setOverDate(undefined);
      }}
    >
      <Stack spacing={2}>
        {days.map((day) => (
          <ItineraryDaySection
            key={day.date}
            tripId={tripId}
            day={day}
            title={titles.get(day.date) ?? day.date}
            canEdit={canEdit}
            highlighted={overDate === day.date && dateOf(days, active?._id) !== day.date}
            days={options}
            tripDays={tripDays}
            onAdd={onAdd}
          />
        ))}
      </Stack>
      <DragOverlay>
        {active && (
          <Card variant="outlined" sx={{ px: 2, boxShadow: 6, cursor: 'grabbing' }}>
            <ItineraryItemContent item={active} />
          </Card>
        )}
      </DragOverlay>
      <Snackbar
        open={refused !== null}
        onClose={(_event, reason) => reason !== 'clickaway' && setRefused(null)}
      >
        <Alert
          severity="info"
          role="alert"
          onClose={() => setRefused(null)}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                if (refused) move.mutate(placed(refused.withoutTime));
                setRefused(null);
              }}
            >
              {t('itinerary.clearTime')}
            </Button>
          }
        >
          {refused && t('itinerary.timedStays', { place: placeName(refused.itemId), time: refused.time })}
        </Alert>
      </Snackbar>
      <Snackbar open={move.isError} autoHideDuration={6000} onClose={() => move.reset()}>
        <Alert severity="error" role="alert" onClose={() => move.reset()}>
          {t('itinerary.moveFailed', { reason: errorMessage(move.error) })}
        </Alert>
      </Snackbar>
    </DndContext>
  );
}
