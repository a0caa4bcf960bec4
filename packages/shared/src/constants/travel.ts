export const BAGGAGE_TYPES = ['cabin', 'checked', 'oversized', 'sports', 'fragile'] as const;
export type BaggageType = (typeof BAGGAGE_TYPES)[number];

export const FLIGHT_STATUSES = [
  'scheduled',
  'active',
  'landed',
  'cancelled',
  'incident',
  'diverted',
  'redirected',
  'unknown',
] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** A ticket is one PDF of at most 10 MB (issue 5). */
export const TICKET_MAX_BYTES = 10 * 1024 * 1024;
/** Files on a stay or a tour (vouchers, the booking mail): each at most 10 MB, a few per item (issue 20). */
export const ITEM_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ITEM_FILES_MAX = 10;
export const PASSENGERS_MAX = 20;
export const BAGGAGES_MAX = 30;
export const BAGGAGE_WEIGHT_MAX_KG = 100;
export const BAGGAGE_QUANTITY_MAX = 20;
/** Longer than any scheduled flight: a typo in a date, not a flight. */
export const FLIGHT_MAX_HOURS = 36;
/** A terminal as printed on a boarding pass ("3", "T2", "1A"): a short text. */
export const FLIGHT_TERMINAL_MAX = 10;
/** A stay's confirmation number (Booking.com's 10 digits, Airbnb's codes, a hotel's own): a short code. */
export const CONFIRMATION_NUMBER_MAX = 40;
