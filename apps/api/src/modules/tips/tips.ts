import type { FastifyPluginAsync } from 'fastify';
import { tipInputSchema, tipSchema, type Tip } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { tips } from '../../db/schema';
import type { TripsService } from '../trips/trips.service';
import { createTripCollection, type TripCollection } from '../trips/collections/trip-collection';
import { tripCollectionRoutes } from '../trips/collections/trip-collection.routes';

type TipInput = z.output<typeof tipInputSchema>;

export const createTipsService = (deps: {
  db: Database;
  trips: TripsService;
}): TripCollection<TipInput, Tip> =>
  createTripCollection(deps, {
    schema: tipInputSchema,
    table: tips,
    thing: 'TIP',
    toColumns: (input: TipInput) => ({ category: input.category, text: input.text }),
    present: (row): Tip => ({ _id: row.id, category: row.category, text: row.text }),
  });

export const tipsRoutes: FastifyPluginAsync<{ tips: TripCollection<TipInput, Tip> }> = async (
  app,
  { tips: collection },
) =>
  tripCollectionRoutes(app, {
    path: 'tips',
    idParam: 'tipId',
    tag: 'tips',
    input: tipInputSchema,
    output: tipSchema,
    collection,
  });
