import type { GeocoderConfig } from '../../config/env';
import type { Geocoder } from './geocoder';
import { createGooglePlacesGeocoder } from './google-places';
import { createNominatimGeocoder } from './nominatim';
import { createPhotonGeocoder } from './photon';

/** The geocoder the configuration names, or none (the places search then uses its bundled data). */
export function createGeocoder(config: GeocoderConfig | undefined): Geocoder | undefined {
  if (!config) return undefined;
  if (config.provider === 'google') return createGooglePlacesGeocoder(config.apiKey, config.url);
  return config.provider === 'nominatim'
    ? createNominatimGeocoder(config.url)
    : createPhotonGeocoder(config.url);
}
