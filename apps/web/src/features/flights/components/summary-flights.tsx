import { useTranslation } from 'react-i18next';
import type { Flight } from '@trilha/shared';
import { byDeparture, useFlightFormat } from '../utils/flight-format';
import { SummaryFacts, SummaryItemTitle, SummaryList, SummarySection } from '../../trips/components';

/** A leg's airport and its local date and time, as written on the ticket (never the reader's zone). */
function useFlightEnd() {
  const { t } = useTranslation();
  const { localDate, localTime } = useFlightFormat();
  return (end: Flight['departure']) =>
    [
      [end.airport, end.airportName].filter(Boolean).join(' · '),
      t('trips.summary.flightTime', { date: localDate(end.time), time: localTime(end.time) }),
    ].join('\n');
}

function FlightItem({ flight }: { flight: Flight }) {
  const { t } = useTranslation();
  const { flightName, baggage } = useFlightFormat();
  const flightEnd = useFlightEnd();
  const passengers = flight.passengers.map((passenger) =>
    passenger.seat
      ? t('flights.card.passengerSeat', { name: passenger.name, seat: passenger.seat })
      : passenger.name,
  );
  return (
    <li>
      <SummaryItemTitle>{flightName(flight)}</SummaryItemTitle>
      <SummaryFacts
        facts={[
          { key: 'departure', label: t('flights.card.departure'), value: flightEnd(flight.departure) },
          { key: 'arrival', label: t('flights.card.arrival'), value: flightEnd(flight.arrival) },
          {
            key: 'confirmationCode',
            label: t('flights.card.confirmationCode'),
            value: flight.confirmationCode,
          },
          { key: 'passengers', label: t('flights.card.passengers'), value: passengers.join('\n') },
          {
            key: 'baggage',
            label: t('flights.card.baggage'),
            value: flight.baggages.map(baggage).join('\n'),
          },
        ]}
      />
    </li>
  );
}

/** Every flight in take-off order. */
export function SummaryFlights({ flights }: { flights: Flight[] }) {
  const { t } = useTranslation();
  if (flights.length === 0) return null;
  return (
    <SummarySection title={t('flights.title')}>
      <SummaryList>
        {[...flights].sort(byDeparture).map((flight) => (
          <FlightItem key={flight._id} flight={flight} />
        ))}
      </SummaryList>
    </SummarySection>
  );
}
