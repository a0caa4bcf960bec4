import type { TripDetail } from '@trilha/shared';
import { FlightList } from './flight-list';

/** The trip screen's flights tab (`?tab=flights`). */
export function FlightsTab({ trip }: { trip: TripDetail }) {
  return <FlightList trip={trip} />;
}
