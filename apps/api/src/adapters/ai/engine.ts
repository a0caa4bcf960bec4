import type { z } from 'zod';
import type { AiFeature, AiPreview, Budget, Language, TimeOfDay } from '@trilha/shared';

/** What an engine knows of a trip: its plan and what is already booked, never people's data. */
export interface TripFacts {
  title: string;
  destination: string;
  countryCode: string | null;
  lat: number | null;
  lon: number | null;
  startDate: string;
  endDate: string;
  budget: Budget;
  interests: string[];
  currency: string;
  /** True when a booked flight crosses a border; null when no flight says either way. */
  international: boolean | null;
  /**
   * `booked` and `cost` say what is already booked and at what price, in the trip's currency (`cost`
   * absent or null: no price known, or no reference rate to convert it): the cost estimate counts it as
   * booked instead of estimating it again. A flight on the trip is booked.
   */
  flights: { from: string; to: string; departureDate: string; arrivalDate: string; cost?: number | null }[];
  stays: { name: string; checkIn: string; checkOut: string; booked?: boolean; cost?: number | null }[];
  tours: { name: string; date: string; time: string | null; booked?: boolean; cost?: number | null }[];
  planned: { date: string; timeOfDay: TimeOfDay; placeName: string }[];
}

/** A real place near the destination, found by the configured geocoder. */
export interface RealPlace {
  name: string;
  address: string | null;
  lat: number;
  lon: number;
}

export interface AiContext {
  trip: TripFacts;
  language: Language;
  /** The traveller's own words; data to consider, never instructions to follow. */
  prompt: string;
  /**
   * Real places near the destination by theme (culture, food…), when a geocoder is configured: the
   * offline planner names these after the destination's notable places and before its generic
   * suggestions; a model server gets them as facts.
   */
  realPlaces?: Partial<Record<string, RealPlace[]>>;
}

/** One question to an engine whose answer must follow a schema (its JSON Schema is sent along). */
export interface StructuredRequest<T> {
  /** The schema's name for the server (letters, digits, `_`). */
  name: string;
  system: string;
  user: string;
  schema: z.ZodType<T>;
  /** Turns the reply into what `schema` checks, before it checks it (a reply's missing `source`). */
  prepare?: (answer: unknown) => unknown;
  /** Cancels the request (a deadline the caller keeps). */
  signal?: AbortSignal;
}

export interface AiEngine {
  readonly name: 'offline' | 'openai';
  generate<F extends AiFeature>(feature: F, context: AiContext): Promise<AiPreview[F]>;
  /**
   * Asks once for an answer following `schema` (an AiEngineError when there is none): what a model
   * server can do for other modules (the booking import's last reader). The offline engine has none.
   */
  structured?<T>(request: StructuredRequest<T>): Promise<T>;
}

/** The engine could not give a valid answer; the route answers 502 AI_UNAVAILABLE and refunds the usage. */
export class AiEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiEngineError';
  }
}
