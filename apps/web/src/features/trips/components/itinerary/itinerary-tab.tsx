import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ItineraryDay, TripDetail } from '@trilha/shared';
import { useCreateItineraryItem } from '../../api/create-itinerary-item';
import { tripQueries } from '../../api/trip-queries';
import { PlanQueryStatus } from '../plan/plan-query-status';
import type { UseTripItems } from '../plan/trip-item-queries';
import { ItineraryBoard } from './itinerary-board';
import { ItineraryItemDialog, type DayOption } from './itinerary-item-dialog';
import { useItineraryLabels } from './use-itinerary-labels';
import { planDays } from '../../utils/plan-days';
import { PlanWithMap } from './plan-with-map';
import { OnlyMineSwitch } from '../my-days/only-mine-switch';
import { useOnlyMine } from '../my-days/use-only-mine';

/** The trip's own days in date order, then the days left outside it, which need the user's attention. */
function inDisplayOrder(days: ItineraryDay[]): ItineraryDay[] {
  const byDate = (a: ItineraryDay, b: ItineraryDay) => a.date.localeCompare(b.date);
  return [
    ...days.filter((day) => !day.outsideTrip).sort(byDate),
    ...days.filter((day) => day.outsideTrip).sort(byDate),
  ];
}

function AddItemDialog({
  tripId,
  date,
  days,
  onClose,
}: {
  tripId: string;
  date: string;
  days: DayOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateItineraryItem(tripId);
  return (
    <ItineraryItemDialog
      title={t('itinerary.addTitle')}
      submitLabel={t('itinerary.add')}
      date={date}
      days={days}
      mutation={create}
      onClose={onClose}
    />
  );
}

/**
 * The trip's plan: each day with its flights, stays, tours and places in the shared time order, beside
 * the map of the day being looked at. Places are dragged; bookings sit at their times.
 */
export function ItineraryTab({ trip, useItems }: { trip: TripDetail; useItems: UseTripItems }) {
  const { dayTitle } = useItineraryLabels();
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const itineraryQuery = useQuery(tripQueries.itinerary(trip._id));
  const items = useItems(trip._id);
  const mine = useOnlyMine(trip._id);
  const queries = [itineraryQuery, items.flights, items.bookings, items.tours] as const;
  const [itinerary, flights, bookings, tours] = queries;
  if (!itinerary.data || !flights.data || !bookings.data || !tours.data) {
    return <PlanQueryStatus query={queries.find((query) => query.isError) ?? queries[0]} />;
  }
  const days = planDays(inDisplayOrder(mine.itinerary(itinerary.data)), {
    flights: mine.flights(flights.data),
    bookings: mine.bookings(bookings.data),
    tours: mine.tours(tours.data),
  });
  // With some places hidden, a move is placed among every place of its day (the board translates it).
  const allDays = mine.on
    ? planDays(inDisplayOrder(itinerary.data), {
        flights: flights.data,
        bookings: bookings.data,
        tours: tours.data,
      })
    : undefined;
  const titles = new Map(days.map((day) => [day.date, dayTitle(day, trip.startDate)]));
  const tripDays = days
    .filter((day) => !day.outsideTrip)
    .map((day) => ({ date: day.date, label: titles.get(day.date)! }));
  return (
    <Stack spacing={2}>
      <OnlyMineSwitch onlyMine={mine} />
      <PlanWithMap days={days} titles={titles} stays={mine.bookings(bookings.data)}>
        <ItineraryBoard
          tripId={trip._id}
          days={days}
          titles={titles}
          canEdit={trip.permissions.canEdit}
          onAdd={setAddingTo}
          allDays={allDays}
        />
      </PlanWithMap>
      {addingTo && (
        <AddItemDialog tripId={trip._id} date={addingTo} days={tripDays} onClose={() => setAddingTo(null)} />
      )}
    </Stack>
  );
}
