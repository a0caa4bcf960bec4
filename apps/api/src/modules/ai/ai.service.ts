import type { FastifyBaseLogger } from 'fastify';
import {
  currencyDigits,
  fromMinorUnits,
  haversineMeters,
  type AiFeature,
  type AiPreview,
  type AiSavableFeature,
  type Language,
} from '@trilha/shared';
import { AiEngineError, type AiEngine } from '../../adapters/ai/engine';
import { themesOf } from '../../adapters/ai/offline/offline-planner';
import { realPlacesFor } from '../../adapters/ai/offline/real-places';
import type { PlaceFinder } from '../places/place-finder';
import type { Database } from '../../db/client';
import { AppError, TooManyRequestsError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import type { AirportsIndex } from '../airports/airports.index';
import type { TripRow } from '../trips/trips.repository';
import type { TripsService } from '../trips/trips.service';
import { tripFacts, type Convert } from './ai.facts';
import type { RatesService } from '../expenses/rates.service';
import { authorizeAi } from './ai.policy';
import { aiRepository, startOfMonthUtc } from './ai.repository';
import { saveAccepted, type Accepted } from './ai.save';

export interface AiServiceDeps {
  db: Database;
  trips: TripsService;
  airports: AirportsIndex;
  engine: AiEngine;
  monthlyLimit: number;
  log: FastifyBaseLogger;
  /** The places search's geocoder, when one is configured: the offline planner names real places. */
  findPlaces?: PlaceFinder;
  /** Reference rates, for the prices of bookings in another currency than the trip's. */
  rates?: RatesService;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/** Keeps an engine's answer inside the trip: its dates, its currency, a total that adds up. */
function fitToTrip<F extends AiFeature>(feature: F, preview: AiPreview[F], trip: TripRow): AiPreview[F] {
  if (feature === 'itinerary') {
    const { days } = preview as AiPreview['itinerary'];
    return {
      days: days.filter((day) => day.date >= trip.startDate && day.date <= trip.endDate && day.items.length),
    } as AiPreview[F];
  }
  if (feature === 'cost-estimate') {
    const { items } = preview as AiPreview['cost-estimate'];
    const lines = items.map((item) => ({ ...item, amount: round(Math.max(0, item.amount)) }));
    return {
      currency: trip.currency,
      total: round(lines.reduce((sum, item) => sum + item.amount, 0)),
      items: lines,
    } as AiPreview[F];
  }
  return preview;
}

const isSavable = (feature: AiFeature): feature is AiSavableFeature => feature !== 'cost-estimate';

export function createAiService({
  db,
  trips,
  airports,
  engine,
  monthlyLimit,
  log,
  findPlaces,
  rates,
}: AiServiceDeps) {
  /** A booked price in the trip's currency: as it is, or at the reference rate of its date. */
  const convert =
    (trip: TripRow): Convert =>
    async (priceMinor, currency, date) => {
      if (currency === trip.currency) return fromMinorUnits(priceMinor, currency);
      const found = await rates?.rateFor(currency, trip.currency, date);
      if (!found) return null;
      const scale = 10 ** (currencyDigits(trip.currency) - currencyDigits(currency));
      return fromMinorUnits(Math.round(priceMinor * found.rate * scale), trip.currency);
    };

  /**
   * Real places near the destination for an itinerary, when a geocoder is configured (the places
   * search's finder): the offline planner names them, a model server gets them as facts.
   */
  async function realPlaces(feature: AiFeature, trip: TripRow, language: Language, prompt: string) {
    if (feature !== 'itinerary' || !findPlaces?.configured) return undefined;
    if (trip.destinationLat === null || trip.destinationLon === null) return undefined;
    const near = { lat: trip.destinationLat, lon: trip.destinationLon };
    return realPlacesFor(
      themesOf(trip.interests, prompt, language),
      near,
      language,
      findPlaces.find,
      haversineMeters,
    );
  }

  async function spend(actor: Actor, feature: AiFeature, now: Date) {
    const usageId = await aiRepository.spend(db, actor.id, feature, monthlyLimit, now);
    if (!usageId) {
      const resetsIn = Math.ceil((startOfMonthUtc(now, 1).getTime() - now.getTime()) / 1000);
      throw new TooManyRequestsError('AI_LIMIT_REACHED', resetsIn);
    }
    return usageId;
  }

  return {
    engine: engine.name,

    async generate<F extends AiFeature>(
      actor: Actor,
      tripId: string,
      feature: F,
      input: { save: boolean; prompt: string },
      language: Language,
    ): Promise<AiPreview[F]> {
      authorizeAi(actor);
      const { trip } = await trips.load(actor, tripId, 'update');
      const facts = await tripFacts(trip, await aiRepository.tripItems(db, trip.id), airports, convert(trip));
      const usageId = await spend(actor, feature, new Date());
      let preview: AiPreview[F];
      try {
        // Outside any transaction: the engine may take a minute and the database must not wait on it.
        preview = fitToTrip(
          feature,
          await engine.generate(feature, {
            trip: facts,
            language,
            prompt: input.prompt,
            realPlaces: await realPlaces(feature, trip, language, input.prompt),
          }),
          trip,
        );
      } catch (error) {
        await aiRepository.refund(db, usageId);
        if (error instanceof AiEngineError) {
          log.warn({ err: error.cause ?? error, feature, engine: engine.name }, 'AI generation failed');
          throw new AppError(502, 'AI_UNAVAILABLE');
        }
        throw error;
      }
      if (input.save && isSavable(feature)) {
        await saveAccepted(db, trip, feature, preview as Accepted[typeof feature]);
      }
      return preview;
    },

    /** Stores a preview the traveller edited: all of it in one transaction, or nothing. */
    async accept<F extends AiSavableFeature>(
      actor: Actor,
      tripId: string,
      feature: F,
      accepted: Accepted[F],
    ) {
      // The preview's shape is public (API.md): without the gate anyone could store it by hand.
      authorizeAi(actor);
      const { trip } = await trips.load(actor, tripId, 'update');
      return { saved: await saveAccepted(db, trip, feature, accepted) };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
