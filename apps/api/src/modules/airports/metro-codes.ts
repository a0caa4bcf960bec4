/**
 * IATA metropolitan-area ("city") codes and the airports they stand for, as airlines and booking sites
 * use them (IATA Airline Coding Directory): "NYC" finds JFK, LGA and EWR. `city` is the city's English
 * name, looked up in the bundled cities to show it in the reader's language. Airports that closed (Berlin
 * Tegel) are left out; a code that is also an airport's (BER, IST) finds that airport first.
 */
export const METRO_CODES: Record<string, { city: string; airports: string[] }> = {
  BER: { city: 'Berlin', airports: ['BER'] },
  BHZ: { city: 'Belo Horizonte', airports: ['CNF', 'PLU'] },
  BJS: { city: 'Beijing', airports: ['PEK', 'PKX'] },
  BKK: { city: 'Bangkok', airports: ['BKK', 'DMK'] },
  BUE: { city: 'Buenos Aires', airports: ['EZE', 'AEP'] },
  BUH: { city: 'Bucharest', airports: ['OTP', 'BBU'] },
  CHI: { city: 'Chicago', airports: ['ORD', 'MDW'] },
  DFW: { city: 'Dallas', airports: ['DFW', 'DAL'] },
  DTT: { city: 'Detroit', airports: ['DTW'] },
  HOU: { city: 'Houston', airports: ['IAH', 'HOU'] },
  IST: { city: 'Istanbul', airports: ['IST', 'SAW'] },
  JKT: { city: 'Jakarta', airports: ['CGK', 'HLP'] },
  LON: { city: 'London', airports: ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'] },
  MIL: { city: 'Milan', airports: ['MXP', 'LIN', 'BGY'] },
  MOW: { city: 'Moscow', airports: ['SVO', 'DME', 'VKO', 'ZIA'] },
  NYC: { city: 'New York', airports: ['JFK', 'EWR', 'LGA'] },
  OSA: { city: 'Osaka', airports: ['KIX', 'ITM', 'UKB'] },
  PAR: { city: 'Paris', airports: ['CDG', 'ORY', 'BVA'] },
  REK: { city: 'Reykjavik', airports: ['KEF', 'RKV'] },
  RIO: { city: 'Rio de Janeiro', airports: ['GIG', 'SDU'] },
  ROM: { city: 'Rome', airports: ['FCO', 'CIA'] },
  SAO: { city: 'São Paulo', airports: ['GRU', 'CGH', 'VCP'] },
  SEL: { city: 'Seoul', airports: ['ICN', 'GMP'] },
  SHA: { city: 'Shanghai', airports: ['PVG', 'SHA'] },
  SPK: { city: 'Sapporo', airports: ['CTS', 'OKD'] },
  STO: { city: 'Stockholm', airports: ['ARN', 'BMA', 'NYO', 'VST'] },
  TCI: { city: 'Santa Cruz de Tenerife', airports: ['TFN', 'TFS'] },
  TPE: { city: 'Taipei', airports: ['TPE', 'TSA'] },
  TYO: { city: 'Tokyo', airports: ['HND', 'NRT'] },
  WAS: { city: 'Washington', airports: ['IAD', 'DCA', 'BWI'] },
  YMQ: { city: 'Montreal', airports: ['YUL', 'YMX'] },
  YTO: { city: 'Toronto', airports: ['YYZ', 'YTZ'] },
};
