import { vi } from 'vitest';

/** Google's places library as the page sees it once the Maps API has loaded, with made-up answers. */
export function fakeGoogleMaps() {
  const requests: { input: string; language?: string; sessionToken?: unknown }[] = [];
  const fetched: string[][] = [];
  class AutocompleteSessionToken {}
  const prediction = (placeId: string, main: string, secondary: string, lat: number, lng: number) => ({
    placeId,
    text: { text: `${main}, ${secondary}` },
    mainText: { text: main },
    secondaryText: { text: secondary },
    toPlace: () => {
      const place = {
        location: null as null | { lat(): number; lng(): number },
        displayName: null as string | null,
        addressComponents: [] as { longText: string; shortText: string; types: string[] }[],
        fetchFields: async ({ fields }: { fields: string[] }) => {
          fetched.push(fields);
          place.location = { lat: () => lat, lng: () => lng };
          place.displayName = main;
          place.addressComponents = [
            { longText: 'Portugal', shortText: 'PT', types: ['country', 'political'] },
          ];
          return { place };
        },
      };
      return place;
    },
  });
  const places = {
    AutocompleteSessionToken,
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: async (request: { input: string; language?: string }) => {
        requests.push(request);
        return {
          suggestions: [
            { placePrediction: prediction('p-belem', 'Torre de Belém', 'Lisboa, Portugal', 38.6916, -9.216) },
            { placePrediction: prediction('p-lx', 'LX Factory', 'Lisboa, Portugal', 38.7033, -9.1786) },
          ],
        };
      },
    },
  };
  const importLibrary = vi.fn(async (name: string) => {
    if (name !== 'places') throw new Error(`unexpected library ${name}`);
    return places;
  });
  (window as unknown as { google?: unknown }).google = { maps: { importLibrary } };
  return { requests, fetched, importLibrary };
}

export function removeFakeGoogleMaps() {
  delete (window as unknown as { google?: unknown }).google;
}
