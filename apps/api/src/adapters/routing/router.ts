import type { Coordinates, TravelMode } from '@trilha/shared';

/** A routing server's answer: one leg per pair of stops, and the path when it gives one. */
export interface RoutedPath {
  legs: { distanceMeters: number; durationSeconds: number }[];
  geometry: [number, number][] | null;
}

/** One routing server's protocol; throws RoutingServerError when it cannot answer. */
export interface Router {
  modes: readonly TravelMode[];
  route(stops: readonly Coordinates[], mode: TravelMode, signal: AbortSignal): Promise<RoutedPath>;
}

export class RoutingServerError extends Error {}

/** Fetches JSON from a routing server, turning every way it can fail into a RoutingServerError. */
export async function routingFetch(url: string, init: RequestInit, name: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new RoutingServerError(`${name} could not be reached: ${(error as Error).message}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RoutingServerError(`${name} answered HTTP ${response.status} without JSON`);
  }
  if (!response.ok) {
    // OSRM says { code, message }; Valhalla { error_code, error }.
    const reason = (body as Record<string, unknown> | null) ?? {};
    const code = reason.code ?? reason.error_code ?? '';
    throw new RoutingServerError(
      `${name} answered HTTP ${response.status}: ${String(code)} ${String(reason.message ?? reason.error ?? '')}`,
    );
  }
  return body;
}
