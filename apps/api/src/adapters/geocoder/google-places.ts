import { z } from 'zod';
import { GeocoderError, geocoderFetch, type Geocoder } from './geocoder';

// The part of Places API (New) Text Search's answer this reads
// (https://developers.google.com/maps/documentation/places/web-service/text-search).
const answerSchema = z.object({
  places: z
    .array(
      z.object({
        displayName: z.object({ text: z.string() }).optional(),
        formattedAddress: z.string().optional(),
        location: z.object({ latitude: z.number(), longitude: z.number() }),
        types: z.array(z.string()).optional(),
        addressComponents: z
          .array(z.object({ shortText: z.string().optional(), types: z.array(z.string()) }))
          .optional(),
      }),
    )
    .optional(),
});

const FIELDS = [
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.types',
  'places.addressComponents',
].join(',');

/** Around `near`, how far Google is asked to prefer results (a bias, not a limit), in metres. */
const BIAS_RADIUS_M = 20_000;

/** Google Places Text Search (New): `POST {url}/v1/places:searchText` with the SPEC's maps key. */
export function createGooglePlacesGeocoder(apiKey: string, url: string): Geocoder {
  return {
    name: 'google',
    async search({ q, near, language, limit }, signal) {
      const answer = await geocoderFetch(
        `${url}/v1/places:searchText`,
        {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            'x-goog-api-key': apiKey,
            'x-goog-fieldmask': FIELDS,
          },
          body: JSON.stringify({
            textQuery: q,
            languageCode: language === 'pt' ? 'pt-BR' : language,
            pageSize: limit,
            ...(near
              ? {
                  locationBias: {
                    circle: { center: { latitude: near.lat, longitude: near.lon }, radius: BIAS_RADIUS_M },
                  },
                }
              : {}),
          }),
        },
        'Google Places',
      );
      const parsed = answerSchema.safeParse(answer.body);
      if (!parsed.success) throw new GeocoderError('Google Places answered in an unknown format');
      return (parsed.data.places ?? []).flatMap((place) => {
        const name = place.displayName?.text;
        if (!name) return [];
        const types = new Set(place.types ?? []);
        const country = place.addressComponents?.find((c) => c.types.includes('country'))?.shortText ?? '';
        return [
          {
            name,
            address: place.formattedAddress ?? null,
            countryCode: country.toUpperCase(),
            lat: place.location.latitude,
            lon: place.location.longitude,
            kind: types.has('airport') ? 'airport' : types.has('locality') ? 'city' : 'place',
          } as const,
        ];
      });
    },
  };
}
