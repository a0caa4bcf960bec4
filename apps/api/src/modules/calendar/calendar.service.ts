import ical from 'ical-generator';
import { addDays, type CalendarEvent } from '@trilha/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { randomToken } from '../../lib/secrets';
import type { Actor } from '../../plugins/auth';
import type { ItineraryRow } from '../itinerary/itinerary.repository';
import type { TripRow } from '../trips/trips.repository';
import { calendarRepository } from './calendar.repository';

// An item with only a part of the day is shown for that part, an hour long.
const PART_OF_DAY_HOURS = { morning: '09:00', afternoon: '14:00', evening: '19:00', night: '22:00' } as const;

function toEvents(tripRows: TripRow[], items: ItineraryRow[]): CalendarEvent[] {
  const titles = new Map(tripRows.map((trip) => [trip.id, trip.title]));
  const tripEvents: CalendarEvent[] = tripRows.map((trip) => ({
    type: 'trip',
    tripId: trip.id,
    title: trip.title,
    tripTitle: trip.title,
    start: trip.startDate,
    end: trip.endDate,
    allDay: true,
    date: null,
  }));
  const itemEvents: CalendarEvent[] = items.map((item) => {
    const time = item.time ?? PART_OF_DAY_HOURS[item.timeOfDay];
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    const end = `${String(Math.min(hours + 1, 23)).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    return {
      type: 'itinerary',
      tripId: item.tripId,
      title: item.placeName,
      tripTitle: titles.get(item.tripId) ?? '',
      start: `${item.date}T${time}`,
      end: `${item.date}T${end}`,
      allDay: false,
      date: item.date,
    };
  });
  return [...tripEvents, ...itemEvents];
}

export function createCalendarService({ db, appUrl }: { db: Database; appUrl: string }) {
  async function events(userId: string, from: string, to: string) {
    const tripRows = await calendarRepository.tripsOverlapping(db, userId, from, to);
    const items = await calendarRepository.itineraryBetween(
      db,
      tripRows.map((trip) => trip.id),
      from,
      to,
    );
    return toEvents(tripRows, items);
  }

  const feedUrl = (token: string) => ({ url: `${appUrl}/api/calendar/${token}.ics` });

  return {
    events: (actor: Actor, from: string, to: string) => events(actor.id, from, to),

    async feedUrl(actor: Actor) {
      let token = await calendarRepository.feedToken(db, actor.id);
      if (!token) {
        token = randomToken();
        await calendarRepository.setFeedToken(db, actor.id, token);
      }
      return feedUrl(token);
    },

    async regenerateFeedUrl(actor: Actor) {
      const token = randomToken();
      await calendarRepository.setFeedToken(db, actor.id, token);
      return feedUrl(token);
    },

    /** The iCalendar document of a feed: a year back and two years ahead, times floating (local). */
    async feed(token: string, now = new Date()): Promise<string> {
      const userId = await calendarRepository.userForToken(db, token);
      if (!userId) throw notFound('CALENDAR_FEED');
      const today = now.toISOString().slice(0, 10);
      const calendar = ical({
        name: 'Trilha',
        prodId: { company: 'Trilha', product: 'trips', language: 'EN' },
      });
      for (const event of await events(userId, addDays(today, -365), addDays(today, 730))) {
        const link = `${appUrl}/trips/${event.tripId}${event.date ? `/day/${event.date}` : ''}`;
        calendar.createEvent({
          id: `${event.type}-${event.tripId}-${event.start}-${event.title}`,
          summary: event.type === 'trip' ? event.title : `${event.title} · ${event.tripTitle}`,
          allDay: event.allDay,
          floating: !event.allDay,
          // All-day events end on the day after (iCalendar's DTEND is exclusive).
          start: new Date(event.allDay ? `${event.start}T00:00:00Z` : `${event.start}:00Z`),
          end: new Date(event.allDay ? `${addDays(event.end, 1)}T00:00:00Z` : `${event.end}:00Z`),
          url: link,
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
