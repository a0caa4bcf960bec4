import {
  dayEntries,
  localDateOf,
  stayDates,
  type DayEntry,
  type TripDetail,
  type TripPlan,
} from '@trilha/shared';

export interface TimelineDay {
  date: string;
  outsideTrip: boolean;
  entries: DayEntry[];
}

/** Every date something of the plan falls on: a flight counts on the day it leaves and the day it lands. */
function plannedDates(plan: TripPlan): Set<string> {
  const dates = new Set<string>();
  for (const item of plan.itinerary) dates.add(item.date);
  for (const flight of plan.flights) {
    dates.add(localDateOf(flight.departure.time));
    dates.add(localDateOf(flight.arrival.time));
  }
  for (const booking of plan.bookings) for (const date of stayDates(booking)) dates.add(date);
  for (const tour of plan.tours) dates.add(tour.date);
  return dates;
}

/**
 * The whole trip in chronological order: each day that has something (within the trip's dates or not,
 * e.g. a flight the evening before), its entries in time order by the same rule as the day view.
 */
export function timelineDays(trip: Pick<TripDetail, 'startDate' | 'endDate'>, plan: TripPlan): TimelineDay[] {
  return [...plannedDates(plan)]
    .sort()
    .map((date) => ({
      date,
      outsideTrip: date < trip.startDate || date > trip.endDate,
      entries: dayEntries(date, plan),
    }))
    .filter((day) => day.entries.length > 0);
}
