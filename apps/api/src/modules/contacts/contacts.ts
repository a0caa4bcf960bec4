import type { FastifyPluginAsync } from 'fastify';
import { contactInputSchema, contactSchema, type Contact } from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import type { TripsService } from '../trips/trips.service';
import { createTripCollection, type TripCollection } from '../trips/collections/trip-collection';
import { tripCollectionRoutes } from '../trips/collections/trip-collection.routes';

type ContactInput = z.output<typeof contactInputSchema>;

export const createContactsService = (deps: {
  db: Database;
  trips: TripsService;
}): TripCollection<ContactInput, Contact> =>
  createTripCollection(deps, {
    schema: contactInputSchema,
    table: contacts,
    thing: 'CONTACT',
    toColumns: (input: ContactInput) => ({
      name: input.name,
      type: input.type,
      value: input.value,
      notes: input.notes,
    }),
    present: (row): Contact => ({
      _id: row.id,
      name: row.name,
      type: row.type,
      value: row.value,
      notes: row.notes,
    }),
  });

export const contactsRoutes: FastifyPluginAsync<{ contacts: TripCollection<ContactInput, Contact> }> = async (
  app,
  { contacts: collection },
) =>
  tripCollectionRoutes(app, {
    path: 'contacts',
    idParam: 'contactId',
    tag: 'contacts',
    input: contactInputSchema,
    output: contactSchema,
    collection,
  });
