import { z } from 'zod';
import { GeocoderError, geocoderFetch, joinAddress, kindOf, type Geocoder } from './geocoder';

// The part of Photon's GeoJSON answer this reads (https://github.com/komoot/photon#search-api).
const answerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.looseObject({
        name: z.string().optional(),
        street: z.string().optional(),
        housenumber: z.string().optional(),
        postcode: z.string().optional(),
        city: z.string().optional(),
        district: z.string().optional(),
        countrycode: z.string().optional(),
        osm_key: z.string().optional(),
        osm_value: z.string().optional(),
        type: z.string().optional(),
      }),
    }),
  ),
});

/** A Photon server: `GET {url}/api?q=&lat=&lon=&lang=&limit=`, GeoJSON features, the nearest first. */
export function createPhotonGeocoder(url: string): Geocoder {
  async function ask(params: URLSearchParams, signal: AbortSignal) {
    return geocoderFetch(`${url}/api?${params}`, { signal }, 'Photon');
  }
  return {
    name: 'photon',
    async search({ q, near, language, limit }, signal) {
      const params = new URLSearchParams({ q, limit: String(limit), lang: language });
      if (near) {
        params.set('lat', String(near.lat));
        params.set('lon', String(near.lon));
      }
      let answer;
      try {
        answer = await ask(params, signal);
      } catch (error) {
        // A Photon built without the language refuses it (HTTP 400): ask again in its default names.
        if (!(error instanceof GeocoderError) || !/HTTP 400/.test(error.message)) throw error;
        params.delete('lang');
        answer = await ask(params, signal);
      }
      const parsed = answerSchema.safeParse(answer.body);
      if (!parsed.success) throw new GeocoderError('Photon answered in an unknown format');
      return parsed.data.features.flatMap(({ geometry, properties: p }) => {
        const name = p.name ?? joinAddress(p.street, p.housenumber);
        if (!name) return [];
        const [lon, lat] = geometry.coordinates;
        const street = p.street ? [p.street, p.housenumber].filter(Boolean).join(' ') : undefined;
        return [
          {
            name,
            address: joinAddress(
              street === name ? undefined : street,
              [p.postcode, p.city].filter(Boolean).join(' '),
            ),
            countryCode: (p.countrycode ?? '').toUpperCase(),
            lat,
            lon,
            kind: kindOf(p.osm_key, p.osm_value ?? p.type),
          },
        ];
      });
    },
  };
}
