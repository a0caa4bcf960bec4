import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip } from '../../../test/factories';
import { tripParticipants } from '../../db/schema';
import { flightAudience } from './flight-audience';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Ana owns the trip, Bruno and Carla share it, Duda is a guest; only Ana and Bruno have participants. */
async function tripOfFour() {
  const [ana, bruno, carla] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
  const trip = await createTrip(ctx, ana);
  await shareTrip(ctx, trip.id, bruno, 'viewer');
  await shareTrip(ctx, trip.id, carla, 'admin');
  const [anaId, brunoId, dudaId] = (
    await ctx.db
      .insert(tripParticipants)
      .values([
        { tripId: trip.id, kind: 'user', userId: ana.user.id, name: 'Ana' },
        { tripId: trip.id, kind: 'user', userId: bruno.user.id, name: 'Bruno' },
        { tripId: trip.id, kind: 'guest', name: 'Duda' },
      ])
      .returning()
  ).map((row) => row.id);
  return {
    trip: { id: trip.id, ownerId: ana.user.id },
    ana,
    bruno,
    carla,
    ids: { anaId: anaId!, brunoId: brunoId!, dudaId: dudaId! },
  };
}

const names = (people: { userId: string }[]) => people.map((person) => person.userId).sort();

describe('who hears about a flight', () => {
  it('is its passengers who are members, linked to their participant', async () => {
    const { trip, bruno, ids } = await tripOfFour();
    const passengers = [
      { name: 'Bruno', seat: '1A', participantId: ids.brunoId },
      { name: 'Duda', seat: '1B', participantId: ids.dudaId },
      { name: 'Someone', seat: '1C' },
    ];
    expect(names(await flightAudience(ctx.db, trip, { passengers }))).toEqual([bruno.user.id]);
  });

  it('is everyone on the trip while no passenger is linked', async () => {
    const { trip, ana, bruno, carla } = await tripOfFour();
    const passengers = [{ name: 'Ana', seat: '' }];
    expect(names(await flightAudience(ctx.db, trip, { passengers }))).toEqual(
      [ana.user.id, bruno.user.id, carla.user.id].sort(),
    );
  });

  it('is nobody for a flight of guests only, and never a participant of another trip', async () => {
    const { trip, ids } = await tripOfFour();
    const other = await tripOfFour();
    expect(
      await flightAudience(ctx.db, trip, {
        passengers: [{ name: 'Duda', seat: '', participantId: ids.dudaId }],
      }),
    ).toEqual([]);
    const foreign = [{ name: 'Ana', seat: '', participantId: other.ids.anaId }];
    expect(await flightAudience(ctx.db, trip, { passengers: foreign })).toEqual([]);
  });
});

describe('a status set by hand', () => {
  it('is told to the members on the flight only, never to the one who set it', async () => {
    const { trip, ana, bruno, carla, ids } = await tripOfFour();
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/flights`,
      headers: ana.auth,
      payload: {
        airline: 'TAP',
        flightNumber: 'TP88',
        departure: { airport: 'GRU', time: '2031-05-01T22:00' },
        arrival: { airport: 'LIS', time: '2031-05-02T11:40' },
        passengers: [
          { name: 'Ana', participantId: ids.anaId },
          { name: 'Bruno', participantId: ids.brunoId },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/trips/${trip.id}/flights/${created.json()._id}`,
      headers: ana.auth,
      payload: { status: 'cancelled' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const told = async (who: typeof ana) =>
      (
        (await ctx.app.inject({ url: '/api/notifications', headers: who.auth })).json() as { kind: string }[]
      ).some((notification) => notification.kind === 'flight-status');
    expect(await told(bruno)).toBe(true);
    expect(await told(carla)).toBe(false);
    expect(await told(ana)).toBe(false);
  });
});
