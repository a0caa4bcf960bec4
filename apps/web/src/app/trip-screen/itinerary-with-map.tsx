import { useState } from 'react';
import type { TravelMode, TripDetail } from '@trilha/shared';
import { useRoute } from '../../features/map/api/use-route';
import { TravelLeg } from '../../features/map/components/travel-leg';
import { TravelModePicker } from '../../features/map/components/travel-mode-picker';
import { DayMapPanel } from '../../features/map/day-map-panel';
import { ItineraryTab } from '../../features/trips/components/itinerary/itinerary-tab';
import {
  PlanMapSlotsProvider,
  type DayTravel,
  type LocatedStop,
  type PlanMapSlots,
} from '../../features/trips/components/itinerary/plan-map-slots';
import { useTripItems } from './use-trip-items';

/**
 * Distance and travel time between a day's consecutive stops on the map (routed or estimated), in the
 * mode the traveller picks for the day (on foot until they pick another).
 */
function useDayTravel(tripId: string, stops: LocatedStop[], dayTitle: string): DayTravel {
  const [mode, setMode] = useState<TravelMode>('walking');
  const route = useRoute(tripId, stops, mode);
  return {
    picker:
      stops.length >= 2 ? <TravelModePicker value={mode} onChange={setMode} dayTitle={dayTitle} /> : null,
    legBefore: (stopId) => {
      const index = stops.findIndex((stop) => stop.id === stopId);
      const leg = index > 0 ? route.legs?.[index - 1] : undefined;
      return leg ? <TravelLeg leg={leg} mode={mode} /> : null;
    },
  };
}

/** The map feature's part of the plan: the map of the day beside it, the travel between its stops. */
const MAP_SLOTS: PlanMapSlots = { DayMap: DayMapPanel, useDayTravel };

/** The trip core's plan (itinerary) with the map feature in it, and the flights, stays and tours. */
export function ItineraryWithMap({ trip }: { trip: TripDetail }) {
  return (
    <PlanMapSlotsProvider value={MAP_SLOTS}>
      <ItineraryTab trip={trip} useItems={useTripItems} />
    </PlanMapSlotsProvider>
  );
}
