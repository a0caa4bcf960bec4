import { z } from 'zod';
import { GeocoderError, geocoderFetch, joinAddress, kindOf, type Geocoder } from './geocoder';

// The part of Nominatim's jsonv2 answer this reads (https://nominatim.org/release-docs/latest/api/Search/).
const answerSchema = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    name: z.string().optional(),
    display_name: z.string(),
    category: z.string().optional(),
    type: z.string().optional(),
    addresstype: z.string().optional(),
    address: z.record(z.string(), z.string()).optional(),
  }),
);

/** How far around `near` Nominatim is asked to prefer (not limit to): about 20 km each way. */
const VIEWBOX_DEGREES = 0.2;

/** A Nominatim server: `GET {url}/search?format=jsonv2&q=&viewbox=`. */
export function createNominatimGeocoder(url: string): Geocoder {
  return {
    name: 'nominatim',
    async search({ q, near, language, limit }, signal) {
      const params = new URLSearchParams({
        format: 'jsonv2',
        q,
        limit: String(limit),
        addressdetails: '1',
        'accept-language': language,
      });
      if (near) {
        const d = VIEWBOX_DEGREES;
        params.set('viewbox', [near.lon - d, near.lat + d, near.lon + d, near.lat - d].join(','));
      }
      const answer = await geocoderFetch(`${url}/search?${params}`, { signal }, 'Nominatim');
      const parsed = answerSchema.safeParse(answer.body);
      if (!parsed.success) throw new GeocoderError('Nominatim answered in an unknown format');
      return parsed.data.map((place) => {
        const name = place.name || place.display_name.split(',')[0]!.trim();
        const a = place.address ?? {};
        const street = a.road ? [a.road, a.house_number].filter(Boolean).join(' ') : undefined;
        const city = a.city ?? a.town ?? a.village;
        return {
          name,
          address: joinAddress(street, [a.postcode, city].filter(Boolean).join(' ')),
          countryCode: (a.country_code ?? '').toUpperCase(),
          lat: place.lat,
          lon: place.lon,
          kind: kindOf(place.category, place.addresstype === 'city' ? 'city' : place.type),
        };
      });
    },
  };
}
