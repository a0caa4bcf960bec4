import { useQuery } from '@tanstack/react-query';
import {
  estimateLegs,
  ROUTE_STOPS_MAX,
  ROUTE_STOPS_MIN,
  type Coordinates,
  type RouteResult,
  type TravelLeg,
  type TravelMode,
} from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { useOnline } from '../../../lib/offline/use-online';

export interface RouteLegs {
  /** One per pair of consecutive stops; empty for fewer than two stops, undefined while asking. */
  legs: TravelLeg[] | undefined;
  /** The routed path as [lat, lon] points; null for an estimate. */
  geometry: [number, number][] | null;
  estimated: boolean;
}

/** Part of the query key: the stops' coordinates, so the same day in the same mode is asked once. */
const stopsKey = (stops: readonly Coordinates[]) => stops.map(({ lat, lon }) => `${lat},${lon}`).join(';');

/**
 * Distance and travel time between consecutive stops: the server's answer (a routing server's, or its
 * estimate). Offline, when the server cannot answer, or for more stops than one route takes, the same
 * straight-line estimate the server makes, computed here (packages/shared travel-estimate).
 */
export function useRoute(tripId: string, stops: readonly Coordinates[], mode: TravelMode): RouteLegs {
  const online = useOnline();
  const routable = stops.length >= ROUTE_STOPS_MIN && stops.length <= ROUTE_STOPS_MAX;
  const key = stopsKey(stops);
  const route = useQuery({
    queryKey: ['trips', tripId, 'route', mode, key] as const,
    queryFn: async () =>
      (
        await apiClient.post<RouteResult>(`/trips/${tripId}/route`, {
          mode,
          stops: stops.map(({ lat, lon }) => ({ lat, lon })),
        })
      ).data,
    enabled: routable,
    // Streets move slower than plans: a route once asked holds for the session.
    staleTime: 60 * 60_000,
  });
  if (route.data) {
    return { legs: route.data.legs, geometry: route.data.geometry, estimated: route.data.estimated };
  }
  if (!routable || !online || route.isError) {
    // A few haversines: cheaper to compute again than to memoize.
    return { legs: estimateLegs(stops, mode), geometry: null, estimated: true };
  }
  return { legs: undefined, geometry: null, estimated: false };
}
