import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { DayHome, DayStop } from '../../utils/plan-days';

/** A stop of the day that is on the map. */
export type LocatedStop = DayStop & { lat: number; lon: number };

export interface DayMapProps {
  /** The day's stops in list order, with or without coordinates. */
  stops: DayStop[];
  /** Where the traveller sleeps that night, when it is on the map. */
  home: DayHome | null;
  dayTitle: string;
}

/** How the traveller gets between one day's stops: a way to pick how, and the way before each stop. */
export interface DayTravel {
  /** Where the traveller picks how they get around that day; null when there is nothing to pick. */
  picker: ReactNode | null;
  /** The way from the previous stop on the map to this one; null for the first or one off the map. */
  legBefore: (stopId: string) => ReactNode | null;
}

/**
 * What the plan shows of the map, filled in where the app composes the trip screen (the trip core does not
 * import the map feature): the map of the day beside the plan, and the travel between each day's stops.
 */
export interface PlanMapSlots {
  DayMap?: ComponentType<DayMapProps>;
  /** A hook, called once per day on every render: the same function for the app's whole life. */
  useDayTravel?: (tripId: string, stops: LocatedStop[], dayTitle: string) => DayTravel;
}

const NO_TRAVEL: DayTravel = { picker: null, legBefore: () => null };
const noDayTravel = (): DayTravel => NO_TRAVEL;

const PlanMapSlotsContext = createContext<PlanMapSlots>({});

/** Gives the plan below it its map slots; without it the plan has no map and no travel times. */
export const PlanMapSlotsProvider = PlanMapSlotsContext.Provider;

/** The map of the day, if the app gave one. */
export function usePlanDayMap(): ComponentType<DayMapProps> | undefined {
  return useContext(PlanMapSlotsContext).DayMap;
}

/** The travel between the day's stops on the map (none if the app gave no way to time it). */
export function useDayTravel(tripId: string, stops: LocatedStop[], dayTitle: string): DayTravel {
  const useSlot = useContext(PlanMapSlotsContext).useDayTravel ?? noDayTravel;
  return useSlot(tripId, stops, dayTitle);
}
