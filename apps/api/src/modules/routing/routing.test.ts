import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateLegs, routeResultSchema } from '@trilha/shared';
import { createTestApp } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { ROAD_FACTOR, roadLeg, startRoutingServer } from '../../../test/routing-server';

const rossio = { lat: 38.7139, lon: -9.1394 };
const belem = { lat: 38.6916, lon: -9.2157 };
const alfama = { lat: 38.7118, lon: -9.1302 };

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

/** One app with one trip, its owner and a viewer; `env` points it at a routing server. */
async function setUp(env: Record<string, string> = {}, routingTimeoutMs?: number) {
  const lines: LogLine[] = [];
  const ctx = await createTestApp({
    env: { ...env, LOG_LEVEL: 'warn' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    routingTimeoutMs,
  });
  const owner = await createUser(ctx);
  const viewer = await createUser(ctx);
  const trip = await createTrip(ctx, owner);
  await shareTrip(ctx, trip.id, viewer, 'viewer');
  const route = (body: object, as: CreatedUser = owner, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/route`,
      payload: body,
      headers: { ...as.auth, 'accept-language': language },
    });
  return { ctx, owner, viewer, trip, route, lines };
}

describe('travel times without a routing server', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(() => s.ctx.close());

  it('estimates every leg from the straight line, as the web app does offline', async () => {
    const res = await s.route({ mode: 'walking', stops: [rossio, belem, alfama] }, s.viewer);
    expect(res.statusCode).toBe(200);
    const body = routeResultSchema.parse(res.json());
    expect(body).toEqual({
      mode: 'walking',
      estimated: true,
      legs: estimateLegs([rossio, belem, alfama], 'walking'),
      geometry: null,
    });
    // Rossio–Belém is about 7 km in a straight line: some 9 km on foot, nearly two hours.
    expect(body.legs[0]!.distanceMeters).toBeGreaterThan(8500);
    expect(body.legs[0]!.durationSeconds).toBeGreaterThan(6500);
  });

  it('offers every mode as an estimate', async () => {
    const config = await s.ctx.app.inject('/api/config');
    expect(config.json().routing).toEqual({ provider: 'estimate', modes: ['walking', 'driving', 'transit'] });
  });

  it('refuses a route of one stop, too many stops, a point off the globe or an unknown mode', async () => {
    const one = await s.route({ mode: 'walking', stops: [rossio] }, s.owner, 'pt');
    expect(one.statusCode).toBe(400);
    expect(JSON.stringify(one.json())).toContain('Uma rota tem de 2 a 25 paradas.');
    const many = await s.route({ mode: 'walking', stops: Array.from({ length: 26 }, () => rossio) });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain('A route has 2 to 25 stops.');
    const offGlobe = await s.route({ mode: 'walking', stops: [rossio, { lat: 91, lon: 0 }] });
    expect(offGlobe.statusCode).toBe(400);
    const flying = await s.route({ mode: 'flying', stops: [rossio, belem] });
    expect(flying.statusCode).toBe(400);
  });

  it('answers 404 to someone the trip is not shared with', async () => {
    const stranger = await createUser(s.ctx);
    const res = await s.route({ mode: 'walking', stops: [rossio, belem] }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TRIP_NOT_FOUND');
  });
});

describe('travel times from an OSRM server', () => {
  let osrm: Awaited<ReturnType<typeof startRoutingServer>>;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    osrm = await startRoutingServer('osrm');
    s = await setUp({ ROUTING_URL: `${osrm.url}/`, ROUTING_PROFILES: 'walking=foot,driving' });
  });
  afterAll(async () => {
    await s.ctx.close();
    await osrm.close();
  });

  it('asks the route service for the stops and reads its legs and path', async () => {
    osrm.behave('answer');
    const res = await s.route({ mode: 'walking', stops: [rossio, belem, alfama] }, s.viewer);
    expect(res.statusCode).toBe(200);
    const body = routeResultSchema.parse(res.json());
    const call = osrm.calls.at(-1)!;
    expect(call.path).toBe('/route/v1/foot/-9.1394,38.7139;-9.2157,38.6916;-9.1302,38.7118');
    expect(call.query.get('overview')).toBe('full');
    expect(call.query.get('geometries')).toBe('geojson');
    expect(body.estimated).toBe(false);
    const first = roadLeg(rossio, belem, 'foot');
    expect(body.legs).toHaveLength(2);
    expect(body.legs[0]).toEqual({
      distanceMeters: Math.round(first.distance),
      durationSeconds: Math.round(first.duration),
      estimated: false,
    });
    // The path comes back as [lat, lon], through each leg's midpoint, without repeating the stops.
    expect(body.geometry).toHaveLength(5);
    expect(body.geometry![0]).toEqual([rossio.lat, rossio.lon]);
    expect(body.geometry![1]![0]).toBeCloseTo((rossio.lat + belem.lat) / 2 + 0.001, 6);
    expect(body.geometry![4]).toEqual([alfama.lat, alfama.lon]);
    expect(
      body.legs[0]!.distanceMeters / estimateLegs([rossio, belem], 'walking')[0]!.distanceMeters,
    ).toBeCloseTo(ROAD_FACTOR / 1.3, 2);
  });

  it('offers the modes of ROUTING_PROFILES and estimates the others without asking', async () => {
    const config = await s.ctx.app.inject('/api/config');
    expect(config.json().routing).toEqual({ provider: 'osrm', modes: ['walking', 'driving'] });
    const asked = osrm.calls.length;
    const res = await s.route({ mode: 'transit', stops: [rossio, belem] });
    expect(res.json()).toMatchObject({ mode: 'transit', estimated: true, geometry: null });
    expect(osrm.calls).toHaveLength(asked);
    const driving = await s.route({ mode: 'driving', stops: [rossio, belem] });
    expect(osrm.calls.at(-1)!.path).toMatch(/^\/route\/v1\/driving\//);
    expect(driving.json().estimated).toBe(false);
  });

  it('falls back to the estimate, and says so in the log, when the server fails or finds no route', async () => {
    for (const behaviour of ['fail', 'no-route'] as const) {
      osrm.behave(behaviour);
      const warned = s.lines.length;
      const res = await s.route({ mode: 'walking', stops: [rossio, belem] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        mode: 'walking',
        estimated: true,
        legs: estimateLegs([rossio, belem], 'walking'),
        geometry: null,
      });
      const line = s.lines.slice(warned).find((l) => l.msg.includes('travel times are estimated'));
      expect(line?.level).toBe(40);
      expect(line?.err?.message).toContain(behaviour === 'fail' ? 'HTTP 500' : 'NoRoute');
    }
  });
});

describe('a routing server that never answers, or is gone', () => {
  let osrm: Awaited<ReturnType<typeof startRoutingServer>>;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    osrm = await startRoutingServer('osrm');
    s = await setUp({ ROUTING_URL: osrm.url }, 300);
  });
  afterAll(async () => {
    await s.ctx.close();
    await osrm.close();
  });

  it('does not wait past its timeout for a server that never answers', async () => {
    osrm.behave('hang');
    const res = await s.route({ mode: 'walking', stops: [rossio, belem] });
    expect(res.statusCode).toBe(200);
    expect(res.json().estimated).toBe(true);
    expect(osrm.calls).toHaveLength(1);
    expect(s.lines.at(-1)?.err?.message).toContain('timeout');
  });

  it('falls back when nothing listens at ROUTING_URL any more', async () => {
    await osrm.close();
    const res = await s.route({ mode: 'driving', stops: [rossio, belem] });
    expect(res.statusCode).toBe(200);
    expect(res.json().estimated).toBe(true);
    expect(s.lines.at(-1)?.err?.message).toContain('could not be reached');
  });
});

describe('travel times from a Valhalla server', () => {
  let valhalla: Awaited<ReturnType<typeof startRoutingServer>>;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    valhalla = await startRoutingServer('valhalla');
    s = await setUp({ ROUTING_URL: valhalla.url, ROUTING_PROVIDER: 'valhalla' });
  });
  afterAll(async () => {
    await s.ctx.close();
    await valhalla.close();
  });

  it('posts the locations with each mode’s costing and decodes the shape', async () => {
    const config = await s.ctx.app.inject('/api/config');
    expect(config.json().routing).toEqual({ provider: 'valhalla', modes: ['walking', 'driving', 'transit'] });
    const costings = { walking: 'pedestrian', driving: 'auto', transit: 'multimodal' } as const;
    for (const [mode, costing] of Object.entries(costings)) {
      const res = await s.route({ mode, stops: [rossio, belem, alfama] });
      expect(res.statusCode).toBe(200);
      const body = routeResultSchema.parse(res.json());
      const call = valhalla.calls.at(-1)!;
      expect(call.method).toBe('POST');
      expect(call.path).toBe('/route');
      expect(call.body).toMatchObject({ locations: [rossio, belem, alfama], costing });
      const second = roadLeg(belem, alfama, costing);
      expect(body.estimated).toBe(false);
      expect(body.legs[1]!.distanceMeters).toBe(Math.round(second.distance));
      expect(body.legs[1]!.durationSeconds).toBe(Math.round(second.duration));
      expect(body.geometry).toHaveLength(5);
      expect(body.geometry![0]).toEqual([rossio.lat, rossio.lon]);
      expect(body.geometry![4]).toEqual([alfama.lat, alfama.lon]);
    }
  });

  it('falls back to the estimate when Valhalla finds no path', async () => {
    valhalla.behave('no-route');
    const res = await s.route({ mode: 'walking', stops: [rossio, belem] });
    expect(res.json()).toMatchObject({ estimated: true, legs: estimateLegs([rossio, belem], 'walking') });
    expect(s.lines.at(-1)?.err?.message).toContain('No path could be found');
  });
});
