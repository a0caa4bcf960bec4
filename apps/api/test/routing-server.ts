import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineMeters, type Coordinates } from '@trilha/shared';

/** One request the routing server received. */
export interface RoutingCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** How the server answers: by its protocol, with a failure, or never (until it closes). */
export type RoutingBehaviour = 'answer' | 'fail' | 'no-route' | 'hang';

/** Google's encoded polyline (Valhalla: six decimals) of [lat, lon] points. */
export function encodePolyline6(points: [number, number][]): string {
  let out = '';
  let previous = [0, 0];
  const encode = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lat, lon] of points) {
    const scaled = [Math.round(lat * 1e6), Math.round(lon * 1e6)];
    encode(scaled[0]! - previous[0]!);
    encode(scaled[1]! - previous[1]!);
    previous = scaled;
  }
  return out;
}

/**
 * What this server's "road network" says between two points: 1.4 times the straight line, at a speed
 * per profile (m/s), so a test can tell a routed answer from the app's own estimate.
 */
export const ROAD_FACTOR = 1.4;
const SPEED: Record<string, number> = {
  walking: 1.2,
  foot: 1.2,
  pedestrian: 1.2,
  driving: 9,
  car: 9,
  auto: 9,
  multimodal: 5,
};
export const roadLeg = (from: Coordinates, to: Coordinates, profile: string) => {
  const distance = haversineMeters(from, to) * ROAD_FACTOR;
  return { distance, duration: distance / SPEED[profile]! };
};
/** The path between two points: through their midpoint, nudged, so it is not the straight line. */
export const roadPath = (from: Coordinates, to: Coordinates): [number, number][] => [
  [from.lat, from.lon],
  [(from.lat + to.lat) / 2 + 0.001, (from.lon + to.lon) / 2],
  [to.lat, to.lon],
];

function osrm(
  call: RoutingCall,
  behaviour: RoutingBehaviour,
  reply: (status: number, body: unknown) => void,
) {
  const match = /^\/route\/v1\/([\w-]+)\/(.+)$/.exec(call.path);
  if (!match) return reply(400, { code: 'InvalidUrl', message: 'URL string malformed' });
  if (behaviour === 'no-route') return reply(400, { code: 'NoRoute', message: 'Impossible route' });
  const profile = match[1]!;
  const stops = decodeURIComponent(match[2]!)
    .split(';')
    .map((pair) => {
      const [lon, lat] = pair.split(',').map(Number);
      return { lat: lat!, lon: lon! };
    });
  const legs = stops.slice(1).map((stop, i) => roadLeg(stops[i]!, stop, profile));
  const coordinates = stops
    .slice(1)
    .flatMap((stop, i) => roadPath(stops[i]!, stop).slice(i === 0 ? 0 : 1))
    .map(([lat, lon]) => [lon, lat]);
  reply(200, {
    code: 'Ok',
    waypoints: stops.map((stop) => ({ location: [stop.lon, stop.lat], name: '' })),
    routes: [
      {
        distance: legs.reduce((sum, leg) => sum + leg.distance, 0),
        duration: legs.reduce((sum, leg) => sum + leg.duration, 0),
        weight_name: 'routability',
        legs: legs.map((leg) => ({ ...leg, steps: [], summary: '', weight: leg.duration })),
        geometry:
          call.query.get('geometries') === 'geojson' ? { type: 'LineString', coordinates } : 'encoded',
      },
    ],
  });
}

function valhalla(
  call: RoutingCall,
  behaviour: RoutingBehaviour,
  reply: (status: number, body: unknown) => void,
) {
  if (call.method !== 'POST' || call.path !== '/route') return reply(404, { error: 'Try any of: /route' });
  if (behaviour === 'no-route') {
    return reply(400, { error_code: 442, error: 'No path could be found for input', status_code: 400 });
  }
  const { locations, costing } = call.body as { locations: Coordinates[]; costing: string };
  const legs = locations.slice(1).map((stop, i) => ({
    leg: roadLeg(locations[i]!, stop, costing),
    shape: encodePolyline6(roadPath(locations[i]!, stop)),
  }));
  reply(200, {
    trip: {
      locations,
      units: 'kilometers',
      status: 0,
      legs: legs.map(({ leg, shape }) => ({
        maneuvers: [],
        summary: { length: leg.distance / 1000, time: leg.duration },
        shape,
      })),
      summary: {
        length: legs.reduce((sum, { leg }) => sum + leg.distance, 0) / 1000,
        time: legs.reduce((sum, { leg }) => sum + leg.duration, 0),
      },
    },
  });
}

/**
 * A local HTTP server speaking OSRM's route service or Valhalla's /route, reached through ROUTING_URL.
 * Every call is recorded; `behave` makes it fail, find no route, or hold the request until closed.
 */
export async function startRoutingServer(protocol: 'osrm' | 'valhalla') {
  const calls: RoutingCall[] = [];
  const held: ServerResponse[] = [];
  let behaviour: RoutingBehaviour = 'answer';
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://routing.test');
    const text = Buffer.concat(chunks).toString('utf8');
    const call: RoutingCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (behaviour === 'hang') return void held.push(res);
    if (behaviour === 'fail') return reply(500, { message: 'The routing engine crashed' });
    (protocol === 'osrm' ? osrm : valhalla)(call, behaviour, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    behave(next: RoutingBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
