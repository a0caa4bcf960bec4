import { inTimeOrder, type DayEntry, type ItineraryDay } from '@trilha/shared';

export interface TimelineDay {
  date: string;
  outsideTrip: boolean;
  entries: DayEntry[];
}

/**
 * The whole trip in chronological order: each day that has something, its entries in time order (the
 * same rule as the day view). Later issues add their kinds (flights, stays, tours) as more entries here.
 */
export function timelineDays(days: ItineraryDay[]): TimelineDay[] {
  return days
    .filter((day) => day.items.length > 0)
    .map((day) => ({
      date: day.date,
      outsideTrip: day.outsideTrip,
      entries: inTimeOrder(
        day.items.map((item) => ({
          kind: 'itinerary' as const,
          time: item.time,
          timeOfDay: item.timeOfDay,
          item,
        })),
      ),
    }));
}
