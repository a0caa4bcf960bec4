import { z } from 'zod';
import { TRAVEL_MODES } from '../travel-estimate';
import { latitudeSchema, longitudeSchema } from './common';

/** A route has at least two stops; a day rarely has more than a dozen, and routing servers cap them. */
export const ROUTE_STOPS_MIN = 2;
export const ROUTE_STOPS_MAX = 25;

export const ROUTING_PROVIDERS = ['osrm', 'valhalla', 'estimate'] as const;
export type RoutingProvider = (typeof ROUTING_PROVIDERS)[number];

export const travelModeSchema = z.enum(TRAVEL_MODES, { error: 'validation.invalidChoice' });

export const routeStopSchema = z
  .object({ lat: latitudeSchema, lon: longitudeSchema }, { error: 'validation.required' })
  .strict();

/** `POST /trips/{id}/route`: the distances and times between consecutive stops of a day. */
export const routeRequestSchema = z
  .object({
    mode: travelModeSchema,
    stops: z
      .array(routeStopSchema, { error: 'validation.required' })
      .min(ROUTE_STOPS_MIN, { error: 'validation.routeStops' })
      .max(ROUTE_STOPS_MAX, { error: 'validation.routeStops' }),
  })
  .strict();
export type RouteRequest = z.infer<typeof routeRequestSchema>;

export const routeLegSchema = z.object({
  distanceMeters: z.number(),
  durationSeconds: z.number(),
  estimated: z.boolean().meta({ description: 'A straight-line estimate rather than a routed path' }),
});

export const routeResultSchema = z.object({
  mode: travelModeSchema,
  estimated: z.boolean(),
  legs: z.array(routeLegSchema).meta({ description: 'One per pair of consecutive stops' }),
  geometry: z
    .array(z.tuple([z.number(), z.number()]))
    .nullable()
    .meta({ description: 'The routed path as [lat, lon] points; null for an estimate' }),
});
export type RouteResult = z.infer<typeof routeResultSchema>;

/** What routing the server offers (`GET /config`). */
export const routingConfigSchema = z.object({
  provider: z.enum(ROUTING_PROVIDERS),
  modes: z.array(travelModeSchema),
});
export type RoutingConfig = z.infer<typeof routingConfigSchema>;
