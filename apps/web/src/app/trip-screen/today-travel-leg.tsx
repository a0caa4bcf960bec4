import { haversineMeters, type Coordinates, type TravelMode, type TripDetail } from '@trilha/shared';
import { useRoute } from '../../features/map/api/use-route';
import { TravelLeg } from '../../features/map/components/travel-leg';
import { AiPremiumNote } from '../../features/ai/components/ai-panel';
import { OverviewTab } from '../../features/trips/components/details/overview-tab';

/** Up to this far apart (in a straight line) two stops are a walk; beyond it, a drive. */
const WALKABLE_METERS = 2000;

const modeBetween = (from: Coordinates, to: Coordinates): TravelMode =>
  haversineMeters(from, to) <= WALKABLE_METERS ? 'walking' : 'driving';

/** The map feature's travel time between two of today's stops, for the trip core's Today view. */
export function TodayTravelLeg({ tripId, from, to }: { tripId: string; from: Coordinates; to: Coordinates }) {
  const mode = modeBetween(from, to);
  const { legs } = useRoute(tripId, [from, to], mode);
  const leg = legs?.[0];
  return leg ? <TravelLeg leg={leg} mode={mode} /> : null;
}

/**
 * The trip's first part (overview, or Today during the trip) with travel times between today's stops,
 * and the one place the trip screen mentions premium AI to an editor without it.
 */
export function TripOverview({ trip }: { trip: TripDetail }) {
  return <OverviewTab trip={trip} travelLeg={TodayTravelLeg} note={<AiPremiumNote trip={trip} />} />;
}
