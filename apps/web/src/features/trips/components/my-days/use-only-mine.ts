import type { Booking, Flight, ItineraryDay, Tour, TripDetail } from '@trilha/shared';
import { itemsIAmOn, tripIAmOn } from './items-i-am-on';
import { useMyParticipant } from './my-participant';
import { useOnlyMineChoice } from './only-mine-choice';

const same = <T>(value: T) => value;

/**
 * "Only what I'm on" for a trip's views (issue 35): the remembered choice, and filters that keep
 * everything while it is off. While the person's participant loads, only everyone's items show.
 */
export function useOnlyMine(tripId: string) {
  const [on, setOn] = useOnlyMineChoice(tripId);
  const { participantId } = useMyParticipant(tripId, on);
  const keep = itemsIAmOn(participantId);
  return {
    on,
    setOn,
    itinerary: on ? keep.itinerary : same<ItineraryDay[]>,
    flights: on ? keep.flights : same<Flight[]>,
    bookings: on ? keep.bookings : same<Booking[]>,
    tours: on ? keep.tours : same<Tour[]>,
    trip: (trip: TripDetail) => (on ? tripIAmOn(trip, participantId) : trip),
  };
}

export type OnlyMine = ReturnType<typeof useOnlyMine>;
