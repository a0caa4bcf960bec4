import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineMeters, type Coordinates } from '@trilha/shared';

/** A place in the test geocoder's small world, with what OpenStreetMap or Google say of it. */
export interface WorldPlace {
  name: string;
  lat: number;
  lon: number;
  street?: string;
  housenumber?: string;
  postcode?: string;
  city?: string;
  countryCode: string;
  /** OpenStreetMap's key and value ("tourism"/"museum", "aeroway"/"aerodrome", "place"/"city"). */
  osm: [string, string];
}

export const WORLD: WorldPlace[] = [
  {
    name: 'Museu Nacional do Azulejo',
    lat: 38.7247,
    lon: -9.1136,
    street: 'Rua da Madre de Deus',
    housenumber: '4',
    postcode: '1900-312',
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['tourism', 'museum'],
  },
  {
    name: 'Museu Calouste Gulbenkian',
    lat: 38.7375,
    lon: -9.1543,
    street: 'Avenida de Berna',
    housenumber: '45A',
    postcode: '1067-001',
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['tourism', 'museum'],
  },
  {
    name: 'Museu do Porto',
    lat: 41.1466,
    lon: -8.6153,
    city: 'Porto',
    countryCode: 'pt',
    osm: ['tourism', 'museum'],
  },
  {
    name: 'Museu de Arte de São Paulo',
    lat: -23.5614,
    lon: -46.6559,
    street: 'Avenida Paulista',
    housenumber: '1578',
    city: 'São Paulo',
    countryCode: 'br',
    osm: ['tourism', 'museum'],
  },
  {
    name: 'Time Out Market',
    lat: 38.7069,
    lon: -9.1459,
    street: 'Avenida 24 de Julho',
    housenumber: '49',
    postcode: '1200-479',
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['amenity', 'marketplace'],
  },
  {
    name: 'Parque Eduardo VII',
    lat: 38.7287,
    lon: -9.1535,
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['leisure', 'park'],
  },
  {
    name: 'Restaurante Ramiro',
    lat: 38.7206,
    lon: -9.1357,
    street: 'Avenida Almirante Reis',
    housenumber: '1',
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['amenity', 'restaurant'],
  },
  {
    name: 'Bar Park',
    lat: 38.7124,
    lon: -9.1457,
    street: 'Calçada do Combro',
    housenumber: '58',
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['amenity', 'bar'],
  },
  {
    name: 'Praça do Comércio',
    lat: 38.7075,
    lon: -9.1364,
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['place', 'square'],
  },
  { name: 'Lisboa', lat: 38.7077, lon: -9.1365, countryCode: 'pt', osm: ['place', 'city'] },
  {
    name: 'Aeroporto Humberto Delgado',
    lat: 38.7813,
    lon: -9.1359,
    city: 'Lisboa',
    countryCode: 'pt',
    osm: ['aeroway', 'aerodrome'],
  },
];

export type GeocoderProtocol = 'photon' | 'nominatim' | 'google';
export type GeocoderBehaviour = 'answer' | 'fail' | 'hang' | 'refuse-language';

export interface GeocoderCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const matches = (place: WorldPlace, q: string) => {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return plain(q)
    .split(/\s+/)
    .every((word) => plain(`${place.name} ${place.street ?? ''} ${place.city ?? ''}`).includes(word));
};

/** The matching places, nearest to `near` first (as Photon ranks), at most `limit`. */
function lookUp(q: string, near: Coordinates | undefined, limit: number) {
  const found = WORLD.filter((place) => matches(place, q));
  if (near) found.sort((a, b) => haversineMeters(near, a) - haversineMeters(near, b));
  return found.slice(0, limit);
}

function photon(call: GeocoderCall) {
  const lat = call.query.get('lat');
  const near = lat === null ? undefined : { lat: Number(lat), lon: Number(call.query.get('lon')) };
  const found = lookUp(call.query.get('q') ?? '', near, Number(call.query.get('limit') ?? 15));
  return {
    type: 'FeatureCollection',
    features: found.map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lon, p.lat] },
      properties: {
        osm_type: 'N',
        osm_id: 1,
        osm_key: p.osm[0],
        osm_value: p.osm[1],
        type: p.osm[0] === 'place' ? p.osm[1] : 'house',
        name: p.name,
        street: p.street,
        housenumber: p.housenumber,
        postcode: p.postcode,
        city: p.city,
        countrycode: p.countryCode.toUpperCase(),
        country: p.countryCode === 'pt' ? 'Portugal' : 'Brasil',
      },
    })),
  };
}

function nominatim(call: GeocoderCall) {
  const box = call.query.get('viewbox')?.split(',').map(Number);
  const near = box ? { lon: (box[0]! + box[2]!) / 2, lat: (box[1]! + box[3]!) / 2 } : undefined;
  return lookUp(call.query.get('q') ?? '', near, Number(call.query.get('limit') ?? 10)).map((p) => ({
    place_id: 1,
    lat: String(p.lat),
    lon: String(p.lon),
    category: p.osm[0],
    type: p.osm[1],
    addresstype: p.osm[0] === 'place' ? p.osm[1] : p.osm[0],
    name: p.name,
    display_name: [p.name, p.housenumber, p.street, p.city, p.postcode, 'Portugal']
      .filter(Boolean)
      .join(', '),
    address: {
      ...(p.street ? { road: p.street } : {}),
      ...(p.housenumber ? { house_number: p.housenumber } : {}),
      ...(p.postcode ? { postcode: p.postcode } : {}),
      ...(p.city ? { city: p.city } : {}),
      country_code: p.countryCode,
    },
  }));
}

const GOOGLE_TYPES: Record<string, string[]> = {
  museum: ['museum', 'tourist_attraction', 'point_of_interest', 'establishment'],
  aerodrome: ['airport', 'point_of_interest', 'establishment'],
  city: ['locality', 'political'],
};

function google(call: GeocoderCall) {
  const body = call.body as {
    textQuery: string;
    pageSize?: number;
    locationBias?: { circle: { center: { latitude: number; longitude: number } } };
  };
  const center = body.locationBias?.circle.center;
  const near = center ? { lat: center.latitude, lon: center.longitude } : undefined;
  const found = lookUp(body.textQuery, near, body.pageSize ?? 20);
  return {
    places: found.map((p) => ({
      displayName: { text: p.name, languageCode: 'pt' },
      formattedAddress: [
        [p.street, p.housenumber].filter(Boolean).join(' '),
        [p.postcode, p.city].filter(Boolean).join(' '),
        'Portugal',
      ]
        .filter(Boolean)
        .join(', '),
      location: { latitude: p.lat, longitude: p.lon },
      types: GOOGLE_TYPES[p.osm[1]] ?? ['point_of_interest', 'establishment'],
      addressComponents: [
        { longText: 'Portugal', shortText: p.countryCode.toUpperCase(), types: ['country', 'political'] },
      ],
    })),
  };
}

/**
 * A local HTTP server speaking Photon's /api, Nominatim's /search or Google Places' searchText over a
 * small world of places, reached through GEOCODER_URL or GOOGLE_PLACES_URL. Every call is recorded.
 */
export async function startGeocoderServer(protocol: GeocoderProtocol) {
  const calls: GeocoderCall[] = [];
  const held: ServerResponse[] = [];
  let behaviour: GeocoderBehaviour = 'answer';
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://geocoder.test');
    const text = Buffer.concat(chunks).toString('utf8');
    const call: GeocoderCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (behaviour === 'hang') return void held.push(res);
    if (behaviour === 'fail') return reply(500, { message: 'internal error' });
    if (behaviour === 'refuse-language' && call.query.has('lang')) {
      return reply(400, { message: `Language is not supported. Supported are: default, en, de, fr` });
    }
    const expected = { photon: 'GET /api', nominatim: 'GET /search', google: 'POST /v1/places:searchText' }[
      protocol
    ];
    if (`${call.method} ${call.path}` !== expected) return reply(404, { message: 'not found' });
    if (protocol === 'google' && call.headers['x-goog-api-key'] !== 'test-maps-key') {
      return reply(403, { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } });
    }
    reply(
      200,
      protocol === 'photon' ? photon(call) : protocol === 'nominatim' ? nominatim(call) : google(call),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    behave(next: GeocoderBehaviour) {
      behaviour = next;
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
