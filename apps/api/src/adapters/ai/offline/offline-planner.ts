import { countries } from 'countries-list';
import {
  datesBetween,
  daysBetween,
  type AiChecklist,
  type AiCostEstimate,
  type AiItinerary,
  type AiTips,
  type Budget,
  type Language,
  type TimeOfDay,
} from '@trilha/shared';
import { countryName } from '../../../modules/places/places.index';
import type { AiContext, TripFacts } from '../engine';
import { countryFacts, PER_USD } from './country-data';
import { fill, TEXTS, THEME_NAMES, THEMES, type Theme } from './texts';

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
 * without those the request turns down; the offline planner reads the request only this far.
 */
export function themesOf(interests: string[], prompt: string, language: Language = 'en'): Focus[] {
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
  return [...found, 'general'];
}

export const wantsSlowMornings = (prompt: string) => {
  const text = prompt.toLowerCase();
  return SLOW.some((word) => text.includes(word));
};

const partOfTime = (time: string | null): TimeOfDay => {
  const hour = time ? Number(time.slice(0, 2)) : 9;
  return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : hour < 22 ? 'evening' : 'night';
};

export function planItinerary({ trip, language, prompt, realPlaces = {} }: AiContext): AiItinerary {
  const text = TEXTS[language];
  const city = trip.destination;
  const dates = datesBetween(trip.startDate, trip.endDate);
  const themes = themesOf(trip.interests, prompt, language);
  const slowMornings = wantsSlowMornings(prompt);
  // One queue of suggestions per theme, the real places a geocoder found first (with their address);
  // each is used once, so no two suggestions repeat.
  const queues = new Map(
    themes.map((theme) => [
      theme,
      [
        ...(realPlaces[theme] ?? []).map((place) => ({ name: place.name, location: place.address ?? '' })),
        ...text.activities[theme].map((t) => ({ name: fill(t, { city }), location: '' })),
      ],
    ]),
  );
  const used = new Set(trip.planned.map((item) => item.placeName.toLowerCase()));
  let turn = 0;

  const nextSuggestion = (part: TimeOfDay) => {
    for (let tries = 0; tries < themes.length * 2; tries++) {
      const theme = themes[(turn + tries) % themes.length]!;
      if (!PARTS[theme].includes(part) && tries < themes.length) continue;
      const queue = queues.get(theme)!;
      while (queue.length && used.has(queue[0]!.name.toLowerCase())) queue.shift();
      const next = queue.shift();
      if (!next) continue;
      turn = (turn + tries + 1) % themes.length;
      used.add(next.name.toLowerCase());
      return {
        placeName: next.name,
        location: next.location,
        notes: fill(text.suggestedFor, { theme: THEME_NAMES[language][theme] }),
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
      notes = '',
      time: string | null = null,
      location = '',
    ) => {
      busy.add(timeOfDay);
      items.push({ timeOfDay, time, placeName, notes, location });
    };
    for (const tour of trip.tours.filter((t) => t.date === date)) {
      const part = partOfTime(tour.time);
      if (!busy.has(part)) add(part, fill(text.tour, { name: tour.name }), '', tour.time);
    }
    const arriving = arrivals.has(date);
    const leaving = departures.has(date);
    if (arriving || leaving) {
      // Arrival and departure days stay light: one gentle item beside the travel itself.
      if (arriving && !busy.has('afternoon')) {
        const stay = trip.stays.find((s) => s.checkIn === date);
        add('afternoon', stay ? fill(text.checkIn, { name: stay.name }) : text.arrival, text.arrivalNote);
      }
      if (leaving && !busy.has('morning')) add('morning', text.departure, text.departureNote);
      if (arriving && !leaving && !busy.has('evening')) {
        const suggestion = nextSuggestion('evening');
        if (suggestion) add('evening', suggestion.placeName, suggestion.notes, null, suggestion.location);
      }
    } else {
      for (const part of DAY_PARTS) {
        if (busy.has(part) || (part === 'morning' && slowMornings)) continue;
        const suggestion = nextSuggestion(part);
        if (suggestion) add(part, suggestion.placeName, suggestion.notes, null, suggestion.location);
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

export function planChecklist({ trip, language }: AiContext): AiChecklist {
  const t = TEXTS[language];
  const items = t.items;
  const facts = countryFacts(trip.countryCode, trip.lat);
  const days = daysBetween(trip.startDate, trip.endDate) + 1;
  const season = seasonOf(trip);
  const documents =
    trip.international === false
      ? [items.id!]
      : [
          items.passport!,
          fill(items.visa!, { country: countryName(trip.countryCode, language) || trip.destination }),
          items.insurance!,
        ];
  if (trip.flights.length) documents.push(items.tickets!);
  if (trip.stays.length || trip.tours.length) documents.push(items.confirmations!);

  const clothing = [fill(items.outfits!, { count: Math.min(days, 7) }), items.shoes!];
  if (season === 'winter') clothing.push(items.coat!, items.gloves!, items.thermal!, items.boots!);
  else if (season === 'summer' || season === 'tropical')
    clothing.push(items.light!, items.sunglasses!, items.sunscreen!, items.swimwear!, items.hat!);
  else clothing.push(items.jacket!, items.layers!, items.umbrella!);
  if (days > 7) clothing.push(items.laundry!);

  const electronics = [items.charger!, items.powerbank!];
  if (facts.plugs && trip.international !== false)
    electronics.push(fill(items.adapter!, { plugs: facts.plugs }));

  const money = [
    items.cards!,
    facts.currency ? fill(items.cash!, { currency: facts.currency }) : items.cashLocal!,
  ];
  const health = [items.medicines!, items.toiletries!];
  if (days > 4 || trip.international !== false) health.push(items.firstAid!);
  if (season === 'tropical' || season === 'summer') health.push(items.repellent!);

  const booked = [
    ...trip.stays.map((stay) => fill(items.stay!, { name: stay.name })),
    ...trip.tours.map((tour) => fill(items.tourTicket!, { name: tour.name })),
  ];
  const groups = [
    { name: t.groups.documents, items: documents },
    { name: t.groups.clothing, items: clothing },
    { name: t.groups.electronics, items: electronics },
    { name: t.groups.money, items: money },
    { name: t.groups.health, items: health },
    { name: t.groups.bookings, items: [...new Set(booked)] },
  ];
  return {
    groups: groups
      .filter((group) => group.items.length > 0)
      .map((group) => ({ name: group.name, items: group.items.map((text) => ({ text })) })),
  };
}

const LANGUAGE_NAMES: Record<Language, Intl.DisplayNames> = {
  en: new Intl.DisplayNames(['en'], { type: 'language' }),
  pt: new Intl.DisplayNames(['pt-BR'], { type: 'language' }),
  es: new Intl.DisplayNames(['es'], { type: 'language' }),
};

export function planTips({ trip, language }: AiContext): AiTips {
  const t = TEXTS[language];
  const country = trip.countryCode ? countries[trip.countryCode as keyof typeof countries] : undefined;
  const languages = (country?.languages ?? [])
    .slice(0, 2)
    .map((code) => LANGUAGE_NAMES[language].of(code) ?? code);
  const values = {
    city: trip.destination,
    currency: country?.currency[0] ?? trip.currency,
    languages: languages.join(', ') || trip.destination,
  };
  const tips = (Object.entries(t.tips) as [keyof typeof t.tips, string[]][]).flatMap(([category, texts]) =>
    texts
      .filter((text) => !(category === 'culture' && text.includes('{languages}') && !languages.length))
      .map((text) => ({ category, text: fill(text, values) })),
  );
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

export function estimateCost({ trip, language }: AiContext): AiCostEstimate {
  const t = TEXTS[language];
  const days = daysBetween(trip.startDate, trip.endDate) + 1;
  const nights = Math.max(days - 1, 1);
  const level = countryFacts(trip.countryCode, trip.lat).priceLevel;
  const perUsd = PER_USD[trip.currency] ?? 1;
  const daily = DAILY_USD[trip.budget];
  const inCurrency = (usd: number) => round(usd * level * perUsd);
  const base = [
    {
      category: 'lodging' as const,
      amount: inCurrency(daily.lodging * nights),
      note: fill(t.cost.lodging, { nights }),
    },
    { category: 'food' as const, amount: inCurrency(daily.food * days), note: fill(t.cost.food, { days }) },
    {
      category: 'transportation' as const,
      amount: inCurrency(daily.transportation * days),
      note: t.cost.transportation,
    },
    { category: 'activities' as const, amount: inCurrency(daily.activities * days), note: t.cost.activities },
    { category: 'shopping' as const, amount: inCurrency(daily.shopping * days), note: t.cost.shopping },
  ];
  const subtotal = base.reduce((sum, item) => sum + item.amount, 0);
  const items = [
    ...base,
    { category: 'other' as const, amount: round(subtotal * CONTINGENCY), note: t.cost.other },
  ];
  return { currency: trip.currency, total: round(items.reduce((sum, item) => sum + item.amount, 0)), items };
}
