import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { notifications, tripParticipants } from '../../db/schema';

/** "Your flight departs soon" (issue 35): to the members on the flight, once per departure, from the hourly job. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().slice(0, 16) + 'Z';

/** Ana owns the trip, Bruno and Carla share it; Ana and Bruno are the passengers of its flights. */
async function tripWithPassengers() {
  const [ana, bruno, carla] = await Promise.all(
    ['Ana', 'Bruno', 'Carla'].map((name) => createUser(ctx, { name, language: 'en' })),
  );
  const trip = await createTrip(ctx, ana!, { title: 'Azores week' });
  await shareTrip(ctx, trip.id, bruno!, 'viewer');
  await shareTrip(ctx, trip.id, carla!, 'admin');
  const [anaId, brunoId] = (
    await ctx.db
      .insert(tripParticipants)
      .values([
        { tripId: trip.id, kind: 'user', userId: ana!.user.id, name: 'Ana' },
        { tripId: trip.id, kind: 'user', userId: bruno!.user.id, name: 'Bruno' },
      ])
      .returning()
  ).map((row) => row.id);
  const addFlight = async (flightNumber: string, departsIn: number, extra: object = {}) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/flights`,
      headers: ana!.auth,
      payload: {
        airline: 'Azores Airlines',
        flightNumber,
        departure: { airport: 'GRU', time: inHours(departsIn) },
        arrival: { airport: 'PDL', time: inHours(departsIn + 9) },
        passengers: [
          { name: 'Ana', participantId: anaId },
          { name: 'Bruno', participantId: brunoId },
        ],
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; departure: { time: string } };
  };
  return { trip, ana: ana!, bruno: bruno!, carla: carla!, addFlight };
}

const remindersOf = async (who: CreatedUser) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).filter(
    (row) => row.kind === 'flight-departing',
  );

describe('the departs-soon reminder', () => {
  it('reaches the members on a flight departing within a day, once, with its local date and time', async () => {
    const { trip, ana, bruno, carla, addFlight } = await tripWithPassengers();
    const flight = await addFlight('S4 301', 10);
    await ctx.app.dailyJobs.run();
    await ctx.app.dailyJobs.run();

    const [told] = await remindersOf(bruno);
    expect(await remindersOf(bruno)).toHaveLength(1);
    // São Paulo's wall clock, as the flight answers it: `2031-05-01T22:00:00-03:00`.
    const [date, time] = [flight.departure.time.slice(0, 10), flight.departure.time.slice(11, 16)];
    const day = date.split('-').reverse().join('/');
    expect(told).toMatchObject({
      title: 'Flight S4301 departs soon',
      message: `Flight S4301 of “Azores week” departs from GRU on ${day} at ${time} (local time).`,
      link: `/trips/${trip.id}?tab=flights`,
    });
    expect(await remindersOf(ana)).toHaveLength(1);
    expect(await remindersOf(carla)).toHaveLength(0);
  });

  it('waits for a flight more than a day away, and skips one cancelled or already flying', async () => {
    const { bruno, addFlight } = await tripWithPassengers();
    await addFlight('S4 302', 30);
    await addFlight('S4 303', 5, { status: 'cancelled' });
    await addFlight('S4 304', 5, { status: 'active' });
    await ctx.app.dailyJobs.run();
    expect(await remindersOf(bruno)).toHaveLength(0);
  });

  it('is sent again when the flight moves to another time within the day', async () => {
    const { trip, ana, bruno, addFlight } = await tripWithPassengers();
    const flight = await addFlight('S4 305', 8);
    await ctx.app.dailyJobs.run();
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}/flights/${flight._id}`,
      headers: ana.auth,
      payload: { departure: { airport: 'GRU', time: inHours(12) } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await ctx.app.dailyJobs.run();
    expect(await remindersOf(bruno)).toHaveLength(2);
  });
});
