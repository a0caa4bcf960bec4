import { addDays, type CalendarEvent } from '@trilha/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { randomToken } from '../../lib/secrets';
import type { Actor } from '../../plugins/auth';
import { toEvents, type TimedEvent } from './calendar-events';
import { onlyTheirs } from './calendar-people';
import { calendarRepository } from './calendar.repository';

export function createCalendarService({ db, appUrl }: { db: Database; appUrl: string }) {
  async function events(userId: string, from: string, to: string): Promise<TimedEvent[]> {
    const tripRows = await calendarRepository.tripsOverlapping(db, userId, from, to);
    const ids = tripRows.map((trip) => trip.id);
    const [itinerary, flights, bookings, tours, participants] = await Promise.all([
      calendarRepository.itineraryBetween(db, ids, from, to),
      calendarRepository.flightsAround(db, ids, from, to),
      calendarRepository.bookingsOverlapping(db, ids, from, to),
      calendarRepository.toursBetween(db, ids, from, to),
      calendarRepository.participantsOf(db, userId, ids),
    ]);
    const rows = onlyTheirs({ trips: tripRows, itinerary, flights, bookings, tours }, participants);
    return toEvents(rows, from, to);
  }

  const feedUrl = (token: string) => ({ url: `${appUrl}/api/calendar/${token}.ics` });
  // UIDs are unique across the instances a person may subscribe to, and never change for an item.
  const uidHost = new URL(appUrl).hostname;

  return {
    async events(actor: Actor, from: string, to: string): Promise<CalendarEvent[]> {
      return (await events(actor.id, from, to)).map(
        ({ instants: _instants, itemId: _itemId, ...event }) => event,
      );
    },

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

    /**
     * The iCalendar document of a feed: a year back and two years ahead. Flights are exact instants;
     * the rest float in the destination's local time.
     */
    async feed(token: string, now = new Date()): Promise<string> {
      const userId = await calendarRepository.userForToken(db, token);
      if (!userId) throw notFound('CALENDAR_FEED');
      const today = now.toISOString().slice(0, 10);
      // The iCalendar writer loads with the first feed read, not with the server.
      const { default: ical } = await import('ical-generator');
      const calendar = ical({
        name: 'Trilha',
        prodId: { company: 'Trilha', product: 'trips', language: 'EN' },
      });
      for (const event of await events(userId, addDays(today, -365), addDays(today, 730))) {
        const link = `${appUrl}/trips/${event.tripId}${event.date ? `/day/${event.date}` : ''}`;
        const times = event.instants
          ? { start: event.instants.start, end: event.instants.end }
          : {
              floating: !event.allDay,
              // All-day events end on the day after (iCalendar's DTEND is exclusive).
              start: new Date(event.allDay ? `${event.start}T00:00:00Z` : `${event.start}:00Z`),
              end: new Date(event.allDay ? `${addDays(event.end, 1)}T00:00:00Z` : `${event.end}:00Z`),
            };
        calendar.createEvent({
          id: `${event.type}-${event.itemId}@${uidHost}`,
          summary: event.type === 'trip' ? event.title : `${event.title} · ${event.tripTitle}`,
          allDay: event.allDay,
          ...times,
          url: link,
        });
      }
      return calendar.toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
