import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { localDateOf, localTimeOf, type Airport, type Baggage, type Flight } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { dateLocale } from '../../trips/components';

/**
 * `2027-03-01T10:30:00+01:00` → `2027-03-01T10:30`: the wall-clock time at the airport as the traveller
 * entered it. It is never turned into the browser's time zone.
 */
export const localDateTimeOf = (instant: string) => instant.slice(0, 16);

/** How many local calendar days after take-off the flight lands (0 on the same date). */
export function daysLater(flight: Pick<Flight, 'departure' | 'arrival'>): number {
  return differenceInCalendarDays(
    parseISO(localDateOf(flight.arrival.time)),
    parseISO(localDateOf(flight.departure.time)),
  );
}

/** Earliest first by the real moment of take-off (the offsets make different airports comparable). */
export function byDeparture(a: Flight, b: Flight): number {
  return Date.parse(a.departure.time) - Date.parse(b.departure.time) || a._id.localeCompare(b._id);
}

/**
 * `LIS · Lisbon Portela Airport, Portugal`, as the airport search lists it; with the city it serves
 * when the server knows it: `FCO · Roma, Itália · Leonardo da Vinci-Fiumicino Airport`.
 */
export function airportLabel(
  airport: Pick<Airport, 'code' | 'name'> & { country?: string; city?: string },
): string {
  if (airport.city) {
    const city = airport.country ? `${airport.city}, ${airport.country}` : airport.city;
    return [airport.code, city, airport.name].filter(Boolean).join(' · ');
  }
  const place = airport.country ? `${airport.name}, ${airport.country}` : airport.name;
  return place ? `${airport.code} · ${place}` : airport.code;
}

/** `TP1234` → `TP 1234`: the carrier code apart, as on a boarding pass. */
export function displayFlightNumber(flightNumber: string): string {
  return flightNumber.replace(/^([A-Z0-9]{2})\s*(\d)/, '$1 $2');
}

/** Texts every flight screen formats the same way, in the interface language. */
export function useFlightFormat() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const locale = dateLocale(language);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return {
    /** `Wed, Jul 1, 2026` for the local date of a `YYYY-MM-DDTHH:mm` or ISO value. */
    localDate: (value: string) => {
      const date = parseISO(localDateOf(value));
      return isValid(date) ? format(date, t('flights.dateFormat'), { locale }) : value;
    },
    /** `10:30`, the local time as written. */
    localTime: (value: string) => localTimeOf(value),
    /** `11 h 05 min`. */
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = String(minutes % 60).padStart(2, '0');
      return hours > 0
        ? t('flights.duration.hoursMinutes', { hours, minutes: rest })
        : t('flights.duration.minutes', { minutes: minutes % 60 });
    },
    flightName: (flight: { airline: string; flightNumber: string }) =>
      t('flights.flightName', {
        airline: flight.airline,
        number: displayFlightNumber(flight.flightNumber),
      }),
    /** `Checked · 2 × 23 kg`. */
    baggage: (bag: Baggage) =>
      t('flights.baggageSummary', {
        type: t(`flights.baggageTypes.${bag.type}`),
        quantity: bag.quantity,
        weight: number.format(bag.weightKg),
      }),
    instant: (iso: string) => format(parseISO(iso), 'Pp', { locale }),
    fileSize: (bytes: number) =>
      bytes >= 1024 * 1024
        ? t('flights.ticket.sizeMb', { size: number.format(bytes / (1024 * 1024)) })
        : t('flights.ticket.sizeKb', { size: number.format(Math.max(1, Math.round(bytes / 1024))) }),
  };
}
