import { z } from 'zod';
import type { Coordinates, TravelMode } from '@trilha/shared';
import { RoutingServerError, routingFetch, type Router } from './router';

// The part of OSRM's route service answer this reads (https://project-osrm.org/docs/v5.24.0/api/#route-service).
const answerSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        legs: z.array(z.object({ distance: z.number().min(0), duration: z.number().min(0) })),
        geometry: z
          .object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number(), z.number()])) })
          .optional(),
      }),
    )
    .optional(),
});

/**
 * An OSRM server: `GET {url}/route/v1/{profile}/{lon,lat;lon,lat…}?overview=full&geometries=geojson`.
 * An OSRM server is built for one profile (or a few behind one address), so it offers only the modes
 * ROUTING_PROFILES names.
 */
export function createOsrmRouter(url: string, profiles: Partial<Record<TravelMode, string>>): Router {
  return {
    modes: Object.keys(profiles) as TravelMode[],
    async route(stops: readonly Coordinates[], mode: TravelMode, signal: AbortSignal) {
      const points = stops.map((stop) => `${stop.lon},${stop.lat}`).join(';');
      const body = await routingFetch(
        `${url}/route/v1/${profiles[mode]}/${points}?overview=full&geometries=geojson`,
        { signal },
        'OSRM',
      );
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new RoutingServerError('OSRM answered in an unknown format');
      const route = answer.data.routes?.[0];
      if (answer.data.code !== 'Ok' || !route) {
        throw new RoutingServerError(`OSRM found no route: ${answer.data.code} ${answer.data.message ?? ''}`);
      }
      return {
        legs: route.legs.map((leg) => ({ distanceMeters: leg.distance, durationSeconds: leg.duration })),
        // GeoJSON is [lon, lat]; the app draws [lat, lon].
        geometry: route.geometry ? route.geometry.coordinates.map(([lon, lat]) => [lat, lon]) : null,
      };
    },
  };
}
