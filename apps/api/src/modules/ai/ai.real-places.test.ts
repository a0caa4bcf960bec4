import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiItinerarySchema } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, type CreatedUser } from '../../../test/factories';
import { startGeocoderServer } from '../../../test/geocoder-server';

/** The offline planner with a geocoder (a local Photon server): its suggestions are real places. */
describe('offline itinerary with a geocoder', () => {
  let photon: Awaited<ReturnType<typeof startGeocoderServer>>;
  let ctx: TestContext;
  let traveller: CreatedUser;
  beforeAll(async () => {
    photon = await startGeocoderServer('photon');
    ctx = await createTestApp({ env: { GEOCODER_URL: photon.url } });
    traveller = await createUser(ctx, { isPremium: true });
  });
  afterAll(async () => {
    await ctx.close();
    await photon.close();
  });

  const plan = async (overrides: Parameters<typeof createTrip>[2]) => {
    const trip = await createTrip(ctx, traveller, {
      startDate: '2031-05-10',
      endDate: '2031-05-13',
      interests: ['museums', 'food'],
      ...overrides,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/ai/trips/${trip.id}/itinerary`,
      headers: { ...traveller.auth, 'accept-language': 'pt' },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return aiItinerarySchema.parse(res.json()).days.flatMap((day) => day.items);
  };

  it('names the museums and restaurants near the destination, with their address', async () => {
    const items = await plan({});
    const names = items.map((item) => item.placeName);
    expect(names).toEqual(expect.arrayContaining(['Museu Nacional do Azulejo', 'Restaurante Ramiro']));
    expect(items.find((item) => item.placeName === 'Museu Nacional do Azulejo')?.location).toContain(
      'Rua da Madre de Deus',
    );
    // Lisbon's notable places come first; each suggestion says where it comes from.
    expect(items.find((item) => item.placeName === 'Museu Nacional do Azulejo')?.source).toBe('geocoder');
    expect(items.find((item) => item.placeName === 'Mosteiro dos Jerónimos')?.source).toBe('notable-places');
    // Porto's and São Paulo's museums are not in Lisbon.
    expect(names).not.toContain('Museu do Porto');
    expect(names).not.toContain('Museu de Arte de São Paulo');
    // It asked in the trip's language, near its destination.
    const asked = photon.calls.map((call) => call.query.get('q'));
    expect(asked).toEqual(expect.arrayContaining(['museu', 'restaurante']));
    expect(photon.calls.at(-1)!.query.get('lat')).toBe('38.72');
  });

  it('keeps its own suggestions where the geocoder has nothing or fails, and for a trip without coordinates', async () => {
    photon.behave('fail');
    const failed = await plan({});
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.map((item) => item.placeName)).not.toContain('Museu Nacional do Azulejo');
    photon.behave('answer');
    const asked = photon.calls.length;
    const nowhere = await plan({ destinationLat: null, destinationLon: null });
    expect(nowhere.length).toBeGreaterThan(0);
    expect(photon.calls).toHaveLength(asked);
  });
});
