/**
 * IATA airline designators of the carriers travellers most often book, for naming the airline of a flight
 * number found in text or a boarding pass (BCBP carries only the designator). A flight number in text is
 * believed only when its designator is one of these or appears next to a flight word.
 */
export const AIRLINES: Record<string, string> = {
  LA: 'LATAM Airlines',
  JJ: 'LATAM Airlines Brasil',
  G3: 'GOL',
  AD: 'Azul',
  TP: 'TAP Air Portugal',
  IB: 'Iberia',
  I2: 'Iberia Express',
  UX: 'Air Europa',
  VY: 'Vueling',
  AA: 'American Airlines',
  UA: 'United Airlines',
  DL: 'Delta Air Lines',
  LH: 'Lufthansa',
  LX: 'SWISS',
  OS: 'Austrian Airlines',
  AF: 'Air France',
  KL: 'KLM',
  BA: 'British Airways',
  U2: 'easyJet',
  EC: 'easyJet Europe',
  FR: 'Ryanair',
  AR: 'Aerolíneas Argentinas',
  AV: 'Avianca',
  CM: 'Copa Airlines',
  H2: 'SKY Airline',
  JA: 'JetSMART',
  AM: 'Aeroméxico',
  AC: 'Air Canada',
  EK: 'Emirates',
  QR: 'Qatar Airways',
  TK: 'Turkish Airlines',
  AZ: 'ITA Airways',
  SK: 'SAS',
  EI: 'Aer Lingus',
  W6: 'Wizz Air',
  B6: 'JetBlue',
  WN: 'Southwest Airlines',
  NH: 'ANA',
  JL: 'Japan Airlines',
  ET: 'Ethiopian Airlines',
};

/** The airline a flight number belongs to, by its designator (`LA3456` → LATAM Airlines). */
export const airlineOf = (flightNumber: string): string | undefined => AIRLINES[flightNumber.slice(0, 2)];

/** ICAO designators some carriers print instead (easyJet's `EZY8631`), to their IATA ones. */
export const ICAO_TO_IATA: Record<string, string> = {
  EZY: 'U2',
  EJU: 'EC',
  RYR: 'FR',
  TAP: 'TP',
  IBE: 'IB',
  DLH: 'LH',
  AAL: 'AA',
  TAM: 'JJ',
  LAN: 'LA',
  GLO: 'G3',
  AZU: 'AD',
  VLG: 'VY',
};
