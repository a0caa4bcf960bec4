import { countries } from 'countries-list';
import {
  datesBetween,
  daysBetween,
  type AiChecklist,
  type AiCostEstimate,
  type AiItinerary,
  type AiSource,
  type AiTips,
  type Budget,
  type Language,
  type TimeOfDay,
} from '@trilha/shared';
import { countryName } from '../../../modules/places/places.index';
import type { AiContext, TripFacts } from '../engine';
import { countryFacts, countryPractical, PER_USD } from './country-data';
import { alreadyInTrip, notableCityFor, plainText, takenNames } from './notable-places';
import { textsFor, type TextKey, type TextParams } from '../../../lib/i18n';
import { cityPhrases, countryPhrases } from './place-phrases';
import { THEMES, type Theme } from './themes';

export type Focus = Theme | 'general';
/** The part of the day each theme suits best, in order of preference. */
const PARTS: Record<Focus, TimeOfDay[]> = {
  culture: ['morning', 'afternoon'],
  nature: ['morning', 'afternoon'],
  beach: ['morning', 'afternoon'],
  shopping: ['afternoon', 'morning'],
  relax: ['afternoon', 'morning'],
  food: ['evening', 'afternoon'],
  nightlife: ['night', 'evening'],
  general: ['afternoon', 'morning', 'evening'],
};
const DAY_PARTS: TimeOfDay[] = ['morning', 'afternoon', 'evening'];

/** Words that turn the next one down: "no museums", "sem museus", "sin museos", "without bars". */
const NEGATIONS: Record<Language, Set<string>> = {
  en: new Set(['no', 'not', 'without', 'skip']),
  // Not "no": in Portuguese it is "in the" ("no museu").
  pt: new Set(['sem', 'nada', 'nenhum', 'nenhuma', 'não']),
  es: new Set(['no', 'sin', 'nada', 'ningún', 'ninguna']),
};
/** Words asking for unhurried days: the mornings stay free. */
const SLOW = [
  'slow',
  'calm',
  'relax',
  'lazy',
  'tranquil',
  'devagar',
  'calma',
  'descans',
  'lent',
  'sin prisa',
];

const themeOf = (word: string) =>
  (Object.entries(THEMES) as [Theme, readonly string[]][]).find(([, keys]) =>
    keys.some((key) => word.startsWith(key)),
  )?.[0];

/**
 * The themes a trip's interests and the traveller's request point to, in the order they were named,
 * without those the request turns down (`refused`); the offline planner reads the request only this far.
 */
export function requestThemes(
  interests: string[],
  prompt: string,
  language: Language = 'en',
): { themes: Focus[]; refused: Set<Theme> } {
  const negations = NEGATIONS[language];
  const refused = new Set<Theme>();
  const wanted: Theme[] = [];
  // A refusal reaches at most two words ahead, and never past a comma ("no museums, food" wants food).
  for (const clause of prompt.toLowerCase().split(/[,.;!?\n]+/)) {
    const words = clause.split(/\s+/).filter(Boolean);
    words.forEach((word, index) => {
      const theme = themeOf(word);
      if (!theme) return;
      const negated = negations.has(words[index - 1] ?? '') || negations.has(words[index - 2] ?? '');
      if (negated) refused.add(theme);
      else wanted.push(theme);
    });
  }
  const found = new Set<Focus>();
  for (const theme of [
    ...interests.flatMap((interest) => interest.toLowerCase().split(/\s+/)).map(themeOf),
    ...wanted,
  ]) {
    if (theme && !refused.has(theme)) found.add(theme);
  }
  return { themes: [...found, 'general'], refused };
}

export const themesOf = (interests: string[], prompt: string, language: Language = 'en'): Focus[] =>
  requestThemes(interests, prompt, language).themes;

export const wantsSlowMornings = (prompt: string) => {
  const text = prompt.toLowerCase();
  return SLOW.some((word) => text.includes(word));
};

const partOfTime = (time: string | null): TimeOfDay => {
  const hour = time ? Number(time.slice(0, 2)) : 9;
  return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : hour < 22 ? 'evening' : 'night';
};

/** A suggestion waiting in a theme's queue, with where it comes from. */
interface Suggestion {
  name: string;
  location: string;
  source: AiSource;
  /** A notable place's practical fact, put in the item's notes. */
  fact?: string;
  /** The parts of the day a notable place suits (a museum is not for the evening). */
  parts?: TimeOfDay[];
}

export function planItinerary({ trip, language, prompt, realPlaces = {} }: AiContext): AiItinerary {
  const t = textsFor(language, 'ai-offline');
  const destination = notableCityFor(trip);
  const cityValues = cityPhrases(destination?.names[language] ?? trip.destination, language);
  const dates = datesBetween(trip.startDate, trip.endDate);
  const { themes, refused } = requestThemes(trip.interests, prompt, language);
  const slowMornings = wantsSlowMornings(prompt);
  const taken = takenNames(trip);

  // The destination's notable places first, each in its theme's queue; those of themes the trip did
  // not name make its sightseeing, each at its part of the day (never those the request turned down).
  const notable = new Map<Focus, Suggestion[]>(themes.map((theme) => [theme, []]));
  const notableNames: { names: string[]; suggestion: Suggestion }[] = [];
  for (const place of destination?.places ?? []) {
    if (place.theme !== 'general' && refused.has(place.theme)) continue;
    const names = Object.values(place.names);
    if (alreadyInTrip(names, taken)) continue;
    const queue = themes.includes(place.theme) ? place.theme : 'general';
    const suggestion: Suggestion = {
      name: place.names[language],
      location: '',
      source: 'notable-places',
      fact: place.fact?.[language],
      parts: PARTS[place.theme],
    };
    notable.get(queue)!.push(suggestion);
    notableNames.push({ names, suggestion });
  }
  // Then the real places a geocoder found (with their address): one that is a notable place lends it
  // its address instead of coming twice. Then the planner's own general suggestions.
  const found = (theme: Focus): Suggestion[] =>
    (realPlaces[theme] ?? []).flatMap((place) => {
      const same = notableNames.find(({ names }) => alreadyInTrip(names, [place.name]));
      if (same) {
        same.suggestion.location ||= place.address ?? '';
        return [];
      }
      if (alreadyInTrip([place.name], taken)) return [];
      return [{ name: place.name, location: place.address ?? '', source: 'geocoder' as const }];
    });
  const queues = new Map<Focus, Suggestion[]>(
    themes.map((theme) => [
      theme,
      [
        ...notable.get(theme)!,
        ...found(theme),
        ...t.list(`activities.${theme}`, cityValues).map((name) => ({
          name,
          location: '',
          source: 'general' as const,
        })),
      ],
    ]),
  );
  const used = new Set(taken.map(plainText));
  let turn = 0;

  const nextSuggestion = (part: TimeOfDay) => {
    for (let tries = 0; tries < themes.length * 2; tries++) {
      const theme = themes[(turn + tries) % themes.length]!;
      const strict = tries < themes.length;
      if (!PARTS[theme].includes(part) && strict) continue;
      const queue = queues.get(theme)!.filter((entry) => !used.has(plainText(entry.name)));
      queues.set(theme, queue);
      const index = queue.findIndex((entry) => !strict || !entry.parts || entry.parts.includes(part));
      if (index < 0) continue;
      const [next] = queue.splice(index, 1);
      turn = (turn + tries + 1) % themes.length;
      used.add(plainText(next!.name));
      const chosen = t('suggestedFor', { theme: t(`themes.${theme}`) });
      return {
        placeName: next!.name,
        location: next!.location,
        notes: next!.fact ? `${next!.fact} ${chosen}` : chosen,
        source: next!.source,
      };
    }
    return undefined;
  };

  // The outbound flight's landing and the return flight's take-off mark the light days (flights are in order).
  const first = trip.flights[0];
  const last = trip.flights.length > 1 ? trip.flights[trip.flights.length - 1] : undefined;
  const inTrip = (date: string | undefined): date is string => date !== undefined && dates.includes(date);
  const arrivals = new Set([trip.startDate, first?.arrivalDate].filter(inTrip));
  const departures = new Set([trip.endDate, last?.departureDate].filter(inTrip));

  const days = dates.map((date) => {
    const busy = new Set<TimeOfDay>(
      trip.planned.filter((item) => item.date === date).map((item) => item.timeOfDay),
    );
    const items: AiItinerary['days'][number]['items'] = [];
    const add = (
      timeOfDay: TimeOfDay,
      placeName: string,
      source: AiSource,
      notes = '',
      time: string | null = null,
      location = '',
    ) => {
      busy.add(timeOfDay);
      items.push({ timeOfDay, time, placeName, notes, location, source });
    };
    const suggest = (part: TimeOfDay) => {
      const suggestion = nextSuggestion(part);
      if (suggestion) {
        add(part, suggestion.placeName, suggestion.source, suggestion.notes, null, suggestion.location);
      }
    };
    for (const tour of trip.tours.filter((t) => t.date === date)) {
      const part = partOfTime(tour.time);
      if (!busy.has(part)) add(part, t('tour', { name: tour.name }), 'trip', '', tour.time);
    }
    const arriving = arrivals.has(date);
    const leaving = departures.has(date);
    if (arriving || leaving) {
      // Arrival and departure days stay light: one gentle item beside the travel itself.
      if (arriving && !busy.has('afternoon')) {
        const stay = trip.stays.find((s) => s.checkIn === date);
        const arrival = stay ? t('checkIn', { name: stay.name }) : t('arrival');
        add('afternoon', arrival, 'trip', t('arrivalNote'));
      }
      if (leaving && !busy.has('morning')) add('morning', t('departure'), 'trip', t('departureNote'));
      if (arriving && !leaving && !busy.has('evening')) suggest('evening');
    } else {
      for (const part of DAY_PARTS) {
        if (busy.has(part) || (part === 'morning' && slowMornings)) continue;
        suggest(part);
      }
    }
    items.sort((a, b) => DAY_PARTS.indexOf(a.timeOfDay) - DAY_PARTS.indexOf(b.timeOfDay));
    return { date, items };
  });
  return { days: days.filter((day) => day.items.length > 0) };
}

export type Season = 'winter' | 'summer' | 'mild' | 'tropical';

/** The season at the destination in the middle of the trip, by hemisphere and month. */
export function seasonOf(trip: Pick<TripFacts, 'startDate' | 'endDate' | 'lat' | 'countryCode'>): Season {
  const middle = datesBetween(trip.startDate, trip.endDate);
  const month = Number(middle[Math.floor(middle.length / 2)]!.slice(5, 7));
  if (trip.lat !== null && Math.abs(trip.lat) < 23.5) return 'tropical';
  const southern = countryFacts(trip.countryCode, trip.lat).southern;
  const northMonth = southern ? ((month + 5) % 12) + 1 : month;
  if ([12, 1, 2].includes(northMonth)) return 'winter';
  if ([6, 7, 8].includes(northMonth)) return 'summer';
  return 'mild';
}

/** The destination country's name as the sentences need it, or the destination's where no country is known. */
function destinationPhrases(trip: TripFacts, language: Language) {
  if (trip.countryCode) {
    return countryPhrases(trip.countryCode, countryName(trip.countryCode, language), language);
  }
  const city = cityPhrases(trip.destination, language);
  const toCountry = language === 'es' ? `a ${trip.destination}` : city.inCity;
  return { country: trip.destination, inCountry: city.inCity, InCountry: city.inCity, toCountry };
}

type Sourced = { text: string; source: AiSource };
const sourced =
  (source: AiSource) =>
  (text: string): Sourced => ({ text, source });

type ChecklistItem =
  TextKey<'ai-offline'> extends infer Key ? (Key extends `items.${infer Name}` ? Name : never) : never;

export function planChecklist({ trip, language }: AiContext): AiChecklist {
  const t = textsFor(language, 'ai-offline');
  const items = (...names: ChecklistItem[]) => names.map((name) => t(`items.${name}`));
  const facts = countryFacts(trip.countryCode, trip.lat);
  const days = daysBetween(trip.startDate, trip.endDate) + 1;
  const season = seasonOf(trip);
  const general = sourced('general');
  const country = sourced('country');
  const booked = sourced('trip');
  const documents: Sourced[] =
    trip.international === false
      ? [general(t('items.id'))]
      : [
          general(t('items.passport')),
          country(t('items.visa', destinationPhrases(trip, language))),
          general(t('items.insurance')),
        ];
  if (trip.flights.length) documents.push(booked(t('items.tickets')));
  if (trip.stays.length || trip.tours.length) documents.push(booked(t('items.confirmations')));

  const clothing = [t('items.outfits', { count: Math.min(days, 7) }), t('items.shoes')];
  if (season === 'winter') clothing.push(...items('coat', 'gloves', 'thermal', 'boots'));
  else if (season === 'summer' || season === 'tropical')
    clothing.push(...items('light', 'sunglasses', 'sunscreen', 'swimwear', 'hat'));
  else clothing.push(...items('jacket', 'layers', 'umbrella'));
  if (days > 7) clothing.push(t('items.laundry'));

  const electronics = [general(t('items.charger')), general(t('items.powerbank'))];
  if (facts.plugs && trip.international !== false)
    electronics.push(country(t('items.adapter', { plugs: facts.plugs })));

  const money = [
    general(t('items.cards')),
    facts.currency ? country(t('items.cash', { currency: facts.currency })) : general(t('items.cashLocal')),
  ];
  const health = items('medicines', 'toiletries');
  if (days > 4 || trip.international !== false) health.push(t('items.firstAid'));
  if (season === 'tropical' || season === 'summer') health.push(t('items.repellent'));

  const bookings = [
    ...new Set([
      ...trip.stays.map((stay) => t('items.stay', { name: stay.name })),
      ...trip.tours.map((tour) => t('items.tourTicket', { name: tour.name })),
    ]),
  ].map(booked);
  const groups = [
    { name: t('groups.documents'), items: documents },
    { name: t('groups.clothing'), items: clothing.map(general) },
    { name: t('groups.electronics'), items: electronics },
    { name: t('groups.money'), items: money },
    { name: t('groups.health'), items: health.map(general) },
    { name: t('groups.bookings'), items: bookings },
  ];
  return { groups: groups.filter((group) => group.items.length > 0) };
}

const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en', pt: 'pt-BR', es: 'es' };
const CURRENCY_LOCALES: Record<Language, string> = { en: 'en', pt: 'pt-BR', es: 'es-419' };
const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * Language and currency names from the runtime's CLDR data, made on first use: each one built reads its
 * part of ICU's data into memory, several MB for the six, which a server that never plans offline tips
 * does not need to hold.
 */
function namesOf(type: 'language' | 'currency', locale: string): Intl.DisplayNames {
  const key = `${type} ${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names;
}

/** Currency names are common nouns in Portuguese and Spanish ("euro", "dólar americano"). */
const currencyName = (code: string, language: Language) => {
  const name = namesOf('currency', CURRENCY_LOCALES[language]).of(code) ?? code;
  return language === 'en' ? name : name.toLowerCase();
};

type Category = AiTips['tips'][number]['category'];

/** The tip category a notable place's fact goes under. */
const FACT_CATEGORY: Record<Focus, Category> = {
  culture: 'culture',
  general: 'culture',
  shopping: 'culture',
  food: 'food',
  nightlife: 'other',
  nature: 'other',
  beach: 'safety',
  relax: 'other',
};

/**
 * The general advice, in the order it is given; each key names its tip category. The local languages'
 * tip needs the country's languages; the local currency's gives way to the country's own currency fact,
 * which says it better.
 */
const GENERAL_TIPS = [
  'tips.transport.pass',
  'tips.transport.offlineMap',
  'tips.money.localCurrency',
  'tips.money.cash',
  'tips.safety.copies',
  'tips.safety.belongings',
  'tips.culture.words',
  'tips.culture.openingDays',
  'tips.food.locals',
  'tips.food.lunch',
  'tips.health.water',
  'tips.health.prescriptions',
] as const satisfies readonly TextKey<'ai-offline'>[];

/**
 * Practical facts first: the country's (emergency number, currency, tipping, plugs, entry rules),
 * then the destination's notable places', then general advice.
 */
export function planTips({ trip, language }: AiContext): AiTips {
  const t = textsFor(language, 'ai-offline');
  const tips: AiTips['tips'] = [];
  const code = trip.countryCode?.toUpperCase() ?? null;
  const practical = countryPractical(code);
  if (code) {
    const place = destinationPhrases(trip, language);
    const add = (category: Category, key: TextKey<'ai-offline'>, values: TextParams = {}) =>
      tips.push({ category, text: t(key, { ...place, ...values }), source: 'country' });
    const { emergency } = practical;
    if (emergency && 'all' in emergency) add('safety', 'country.emergency', { number: emergency.all });
    else if (emergency) {
      const shared = emergency.ambulance === emergency.fire;
      add('safety', shared ? 'country.emergencySplitShared' : 'country.emergencySplit', emergency);
    }
    if (practical.currency) {
      add('money', 'country.currency', {
        currency: practical.currency,
        currencyName: currencyName(practical.currency, language),
      });
    }
    if (practical.tipping) add('money', `country.tipping.${practical.tipping}`);
    if (practical.plugs) {
      const key =
        practical.voltage === 'mixed'
          ? 'country.plugsMixedVoltage'
          : practical.voltage
            ? 'country.plugsVoltage'
            : 'country.plugs';
      add('other', key, { plugs: practical.plugs, voltage: practical.voltage ?? '' });
    }
    if (practical.entry) add('other', `country.entry.${practical.entry}`);
  }
  const destination = notableCityFor(trip);
  for (const place of destination?.places ?? []) {
    const fact = place.fact?.[language];
    if (!fact) continue;
    tips.push({
      category: FACT_CATEGORY[place.theme],
      text: t('placeFact', { name: place.names[language], fact }),
      source: 'notable-places',
    });
  }

  const country = code ? countries[code as keyof typeof countries] : undefined;
  const languages = (country?.languages ?? [])
    .slice(0, 2)
    .map((spoken) => namesOf('language', LANGUAGE_LOCALES[language]).of(spoken) ?? spoken);
  const values = {
    ...cityPhrases(destination?.names[language] ?? trip.destination, language),
    currency: country?.currency[0] ?? trip.currency,
    languages: languages.join(', ') || trip.destination,
  };
  for (const key of GENERAL_TIPS) {
    if (key === 'tips.culture.words' && !languages.length) continue;
    if (key === 'tips.money.localCurrency' && practical.currency) continue;
    tips.push({ category: key.split('.')[1] as Category, text: t(key, values), source: 'general' });
  }
  return { tips };
}

/** US-priced daily costs per traveller, in US dollars, for each budget tier (lodging per night). */
const DAILY_USD: Record<
  Budget,
  Record<'lodging' | 'food' | 'transportation' | 'activities' | 'shopping', number>
> = {
  'low-cost': { lodging: 60, food: 35, transportation: 10, activities: 15, shopping: 5 },
  'mid-range': { lodging: 160, food: 75, transportation: 20, activities: 40, shopping: 15 },
  luxury: { lodging: 450, food: 180, transportation: 60, activities: 110, shopping: 60 },
};
const CONTINGENCY = 0.1;

const round = (amount: number) => Math.round(amount * 100) / 100;

/** What the trip has booked with a known price (trip currency): counted as it is, never estimated again. */
function bookedCosts(trip: TripFacts, nightDates: string[]) {
  const known = <T extends { cost?: number | null }>(item: T): item is T & { cost: number } =>
    typeof item.cost === 'number';
  const stays = trip.stays.filter(
    (stay) =>
      stay.booked &&
      known(stay) &&
      nightDates.some((night) => stay.checkIn <= night && night < stay.checkOut),
  );
  const bookedNights = nightDates.filter((night) =>
    stays.some((stay) => stay.checkIn <= night && night < stay.checkOut),
  ).length;
  const tours = trip.tours.filter((tour) => tour.booked && known(tour));
  const flights = trip.flights.filter(known);
  const sum = (items: { cost?: number | null }[]) =>
    items.reduce((total, item) => total + (item.cost ?? 0), 0);
  return {
    lodging: sum(stays),
    bookedNights,
    tours: sum(tours),
    tourCount: tours.length,
    tourDays: new Set(tours.map((tour) => tour.date)).size,
    flights: sum(flights),
    flightCount: flights.length,
  };
}

/**
 * Daily costs by budget tier and the destination's price level, in the trip's currency; what is already
 * booked with a price (stays' nights, tours, flights) counts as booked instead: no lodging is proposed
 * for a night a booked stay covers. The contingency is on what is estimated, not on known prices.
 */
export function estimateCost({ trip, language }: AiContext): AiCostEstimate {
  const t = textsFor(language, 'ai-offline');
  const dates = datesBetween(trip.startDate, trip.endDate);
  const days = dates.length;
  const nights = Math.max(days - 1, 1);
  const level = countryFacts(trip.countryCode, trip.lat).priceLevel;
  const perUsd = PER_USD[trip.currency] ?? 1;
  const daily = DAILY_USD[trip.budget];
  const inCurrency = (usd: number) => round(usd * level * perUsd);
  const booked = bookedCosts(trip, dates.slice(0, -1));
  const openNights = Math.max(nights - booked.bookedNights, 0);
  const nightsText = (count: number) => t('cost.nights', { count });
  const lodgingNote =
    booked.bookedNights === 0
      ? t('cost.lodging', { count: nights })
      : openNights === 0
        ? t('cost.lodgingBooked', { count: booked.bookedNights })
        : t('cost.lodgingPartly', {
            booked: nightsText(booked.bookedNights),
            nights: nightsText(openNights),
          });
  const estimated = {
    lodging: inCurrency(daily.lodging * openNights),
    food: inCurrency(daily.food * days),
    transportation: inCurrency(daily.transportation * days),
    activities: inCurrency(daily.activities * Math.max(days - booked.tourDays, 0)),
    shopping: inCurrency(daily.shopping * days),
  };
  const items = [
    { category: 'lodging' as const, amount: round(estimated.lodging + booked.lodging), note: lodgingNote },
    { category: 'food' as const, amount: estimated.food, note: t('cost.food', { count: days }) },
    {
      category: 'transportation' as const,
      amount: round(estimated.transportation + booked.flights),
      note: booked.flightCount
        ? t('cost.transportationFlights', { count: booked.flightCount })
        : t('cost.transportation'),
    },
    {
      category: 'activities' as const,
      amount: round(estimated.activities + booked.tours),
      note: booked.tourCount ? t('cost.activitiesBooked', { count: booked.tourCount }) : t('cost.activities'),
    },
    { category: 'shopping' as const, amount: estimated.shopping, note: t('cost.shopping') },
    {
      category: 'other' as const,
      amount: round(Object.values(estimated).reduce((sum, amount) => sum + amount, 0) * CONTINGENCY),
      note: t('cost.other'),
    },
  ];
  return { currency: trip.currency, total: round(items.reduce((sum, item) => sum + item.amount, 0)), items };
}
