import type { Language, PublicLinkInput } from '@trilha/shared';
import type { Database } from '../../../db/client';
import { AppError, notFound, ValidationError } from '../../../lib/errors';
import type { PageAnswer } from '../../../lib/page-cache';
import { randomToken } from '../../../lib/secrets';
import type { Actor } from '../../../plugins/auth';
import type { TripsService } from '../trips.service';
import type { TripParts } from '../trip-parts.repository';
import { presentPublicLink, presentPublicTrip, type PublicTripContents } from './public-links.presenter';
import {
  publicLinksRepository,
  type PublicLinkRow,
  type PublicLinkSettings,
} from './public-links.repository';

/**
 * A public link that no longer opens: API.md's codes (LINK_REVOKED, LINK_EXPIRED, shared with invite
 * links), with the public page's own message rather than the invite link's.
 */
class ClosedLinkError extends AppError {
  constructor(readonly reason: 'REVOKED' | 'EXPIRED') {
    super(410, `LINK_${reason}`);
  }

  override get messageKey() {
    return `errors.PUBLIC_LINK_${this.reason}`;
  }
}

/**
 * A trip's secret read-only link (API.md "Sharing links, public page, copies"): the owner and the trip's
 * admins make, change and revoke it; anyone holding it reads the public page, until it is revoked or
 * expires.
 */
export function createPublicLinksService({
  db,
  trips,
  appUrl,
}: {
  db: Database;
  trips: TripsService;
  appUrl: string;
}) {
  /** The public page's parts: the trip's page without its people, contacts and photos. */
  function partsOf(includeCosts: boolean): TripParts<PublicTripContents> {
    const { flights, bookings, tours, checklist, tips, itinerary, expenseSummary } = trips.contents();
    const plan = { flights, bookings, tours, checklist, tips, itinerary };
    return includeCosts ? { ...plan, expenseSummary } : plan;
  }

  /** The link's settings after a PUT: the body's, else the live link's, else no costs and no expiry. */
  function settingsOf(
    input: PublicLinkInput,
    live: PublicLinkRow | undefined,
    now: Date,
  ): PublicLinkSettings {
    // Read-only fields may come back as GET answered them; anything else in them is a mistake to name.
    const shown = live && presentPublicLink(live, appUrl);
    const readOnly = (['token', 'url'] as const).filter(
      (field) => input[field] !== undefined && input[field] !== shown?.[field],
    );
    if (readOnly.length > 0) {
      throw new ValidationError(readOnly.map((path) => ({ path, message: 'validation.invalid' })));
    }
    // Undefined: keep the live link's expiry; null: none.
    const given = input.expiresAt == null ? input.expiresAt : new Date(input.expiresAt);
    if (given && given <= now) {
      throw new ValidationError([{ path: 'expiresAt', message: 'validation.expiresInPast' }]);
    }
    return {
      includeCosts: input.includeCosts ?? live?.includeCosts ?? false,
      expiresAt: given === undefined ? (live?.expiresAt ?? null) : given,
    };
  }

  return {
    async get(actor: Actor, tripId: string) {
      const { trip } = await trips.load(actor, tripId, 'publish');
      const link = await publicLinksRepository.live(db, trip.id);
      if (!link) throw notFound('PUBLIC_LINK');
      return presentPublicLink(link, appUrl);
    },

    /** Makes the trip's live link, or changes the live one's settings keeping its token. */
    async put(actor: Actor, tripId: string, input: PublicLinkInput) {
      const { trip } = await trips.load(actor, tripId, 'publish');
      const link = await db.transaction(async (tx) => {
        const live = await publicLinksRepository.live(tx, trip.id);
        const settings = settingsOf(input, live, new Date());
        if (live) return publicLinksRepository.updateLive(tx, trip.id, settings);
        const created = await publicLinksRepository.insert(tx, {
          ...settings,
          tripId: trip.id,
          token: randomToken(),
          createdBy: actor.id,
        });
        // Another request made the live link between the two statements: this one's settings win.
        return created ?? (await publicLinksRepository.updateLive(tx, trip.id, settings));
      });
      if (!link) throw notFound('PUBLIC_LINK');
      return presentPublicLink(link, appUrl);
    },

    async revoke(actor: Actor, tripId: string) {
      const { trip } = await trips.load(actor, tripId, 'publish');
      const revoked = await publicLinksRepository.revokeLive(db, trip.id, new Date());
      if (!revoked) throw notFound('PUBLIC_LINK');
    },

    /**
     * The public page behind a token: 404 for a token that names no link, 410 for a revoked or expired
     * one. The page is the trip's page at its revision (lib/page-cache.ts), presented for the public.
     */
    async page(token: string, language: Language, held?: string): Promise<PageAnswer> {
      const link = await publicLinksRepository.byToken(db, token);
      if (!link) throw notFound('PUBLIC_LINK');
      if (link.revokedAt) throw new ClosedLinkError('REVOKED');
      if (link.expiresAt && link.expiresAt <= new Date()) throw new ClosedLinkError('EXPIRED');
      const { includeCosts } = link;
      return trips.publicPage(
        link.tripId,
        {
          statement: includeCosts ? 'public_trip_costs' : 'public_trip',
          parts: partsOf(includeCosts),
          scope: `public:${link.tripId}`,
          variant: () => `${includeCosts}:${language}`,
          render: (trip, _role, contents) => presentPublicTrip(trip, contents, language, includeCosts),
        },
        held,
      );
    },
  };
}

export type PublicLinksService = ReturnType<typeof createPublicLinksService>;
