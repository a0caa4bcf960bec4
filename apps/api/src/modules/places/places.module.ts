import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { AirportsIndex } from '../airports/airports.index';
import type { TripsService } from '../trips/trips.service';
import type { PlaceFinder } from './place-finder';
import { placesIndex } from './places.index';
import { placesRoutes } from './places.routes';
import { createPlacesService } from './places.service';

/** The places search: the trip's own places, cities and airports, then the geocoder when configured. */
export const placesModule: FastifyPluginAsyncZod<{
  db: Database;
  trips: Pick<TripsService, 'load'>;
  airports: AirportsIndex;
  finder: PlaceFinder;
}> = async (app, deps) => {
  await app.register(placesRoutes, { places: createPlacesService({ ...deps, cities: placesIndex() }) });
};
