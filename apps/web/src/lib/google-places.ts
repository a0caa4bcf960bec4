/**
 * Google Places autocomplete through the Maps JavaScript API that the maps-service gate loaded (places
 * library), with the current API: AutocompleteSuggestion for the suggestions and Place for the chosen
 * one's position. Only the few members used here are typed.
 */

interface FormattableText {
  text: string;
}

interface GooglePlace {
  location?: { lat(): number; lng(): number } | null;
  displayName?: string | null;
  addressComponents?: { longText: string | null; shortText: string | null; types: string[] }[];
  fetchFields(request: { fields: string[] }): Promise<unknown>;
}

interface PlacePrediction {
  placeId: string;
  text: FormattableText;
  mainText?: FormattableText | null;
  secondaryText?: FormattableText | null;
  toPlace(): GooglePlace;
}

interface PlacesLibrary {
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      language?: string;
      sessionToken?: unknown;
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
  AutocompleteSessionToken: new () => unknown;
}

interface GoogleMapsGlobal {
  maps?: { importLibrary?: (name: string) => Promise<unknown> };
}

/** A suggested place: its name, where it is, and how to get its position once chosen. */
export interface PlaceSuggestion {
  id: string;
  name: string;
  detail: string;
  resolve: () => Promise<ResolvedPlace>;
}

export interface ResolvedPlace {
  name: string;
  lat: number;
  lon: number;
  country?: string;
  countryCode?: string;
}

const googleMaps = () => (window as unknown as { google?: GoogleMapsGlobal }).google?.maps;

/** True once the Google Maps API is on the page (only with GOOGLE_MAPS_API_KEY, after the gate). */
export function googlePlacesAvailable(): boolean {
  return typeof googleMaps()?.importLibrary === 'function';
}

const places = () => googleMaps()!.importLibrary!('places') as Promise<PlacesLibrary>;

/** One token per search-and-pick, as Google bills a session rather than each keystroke. */
export async function newPlacesSession(): Promise<unknown> {
  const { AutocompleteSessionToken } = await places();
  return new AutocompleteSessionToken();
}

export async function suggestGooglePlaces(
  input: string,
  language: string,
  sessionToken: unknown,
): Promise<PlaceSuggestion[]> {
  const { AutocompleteSuggestion } = await places();
  const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
    input,
    language,
    sessionToken,
  });
  return suggestions.flatMap(({ placePrediction: prediction }) =>
    prediction
      ? [
          {
            id: prediction.placeId,
            name: prediction.mainText?.text ?? prediction.text.text,
            detail: prediction.secondaryText?.text ?? '',
            resolve: () => resolvePrediction(prediction),
          },
        ]
      : [],
  );
}

async function resolvePrediction(prediction: PlacePrediction): Promise<ResolvedPlace> {
  const place = prediction.toPlace();
  await place.fetchFields({ fields: ['displayName', 'location', 'addressComponents'] });
  if (!place.location) throw new Error('The chosen place has no position');
  const country = place.addressComponents?.find((part) => part.types.includes('country'));
  return {
    name: place.displayName ?? prediction.mainText?.text ?? prediction.text.text,
    lat: place.location.lat(),
    lon: place.location.lng(),
    ...(country?.longText ? { country: country.longText } : {}),
    ...(country?.shortText ? { countryCode: country.shortText } : {}),
  };
}
