import { describe, expect, it } from 'vitest';
import { aiChecklistSchema, aiCostEstimateSchema, aiItinerarySchema, aiTipsSchema } from '@trilha/shared';
import type { AiContext, TripFacts } from '../engine';
import { estimateCost, planChecklist, planItinerary, planTips, seasonOf, themesOf } from './offline-planner';

const trip = (overrides: Partial<TripFacts> = {}): TripFacts => ({
  title: 'Trip',
  destination: 'Oslo',
  countryCode: 'NO',
  lat: 59.91,
  lon: 10.75,
  startDate: '2031-01-10',
  endDate: '2031-01-16',
  budget: 'mid-range',
  interests: ['museums', 'food'],
  currency: 'EUR',
  international: true,
  flights: [],
  stays: [],
  tours: [],
  planned: [],
  ...overrides,
});
const context = (
  facts: Partial<TripFacts> = {},
  language: AiContext['language'] = 'en',
  prompt = '',
): AiContext => ({
  trip: trip(facts),
  language,
  prompt,
});
const texts = (checklist: ReturnType<typeof planChecklist>) =>
  checklist.groups.flatMap((group) => group.items.map((item) => item.text));

describe('offline checklist', () => {
  it('names the country of the entry rules in the trip language ("Romênia" in pt)', () => {
    const visa = (language: AiContext['language']) =>
      texts(planChecklist(context({ destination: 'Bucharest', countryCode: 'RO', lat: 44.43 }, language)));
    expect(visa('pt')).toContain('Verificar visto ou regras de entrada na Romênia');
    expect(visa('es')).toContain('Revisar visado o requisitos de entrada a Rumania');
    expect(visa('en')).toContain('Check visa or entry rules for Romania');
  });

  it('packs a coat for a winter trip to Oslo', () => {
    expect(texts(planChecklist(context()))).toContain('Warm winter coat');
  });

  it('packs summer clothes for Oslo in July and a coat for Buenos Aires in July', () => {
    expect(texts(planChecklist(context({ startDate: '2031-07-01', endDate: '2031-07-05' })))).not.toContain(
      'Warm winter coat',
    );
    const southern = context({
      destination: 'Buenos Aires',
      countryCode: 'AR',
      lat: -34.6,
      startDate: '2031-07-01',
      endDate: '2031-07-05',
    });
    expect(seasonOf(southern.trip)).toBe('winter');
    expect(texts(planChecklist(southern))).toContain('Warm winter coat');
  });

  it('asks for a passport and an adapter on an international trip, neither on a domestic one', () => {
    const abroad = texts(planChecklist(context()));
    expect(abroad).toContain('Passport (valid 6+ months)');
    expect(abroad).toContain('Power adapter for plug types C, F');
    expect(abroad).toContain('Some cash in NOK');
    const home = texts(
      planChecklist(context({ international: false, destination: 'Rio', countryCode: 'BR', lat: -22.9 })),
    );
    expect(home.some((text) => text.startsWith('Passport'))).toBe(false);
    expect(home.some((text) => text.startsWith('Power adapter'))).toBe(false);
    expect(home).toContain('ID card or driving licence');
  });

  it('lists what is booked and writes in the traveller language', () => {
    const pt = planChecklist(
      context({ stays: [{ name: 'Hotel Fjord', checkIn: '2031-01-10', checkOut: '2031-01-16' }] }, 'pt'),
    );
    expect(texts(pt)).toContain('Reserva: Hotel Fjord');
    expect(texts(pt)).toContain('Casaco de inverno');
    expect(aiChecklistSchema.parse(pt)).toEqual(pt);
  });
});

describe('offline itinerary', () => {
  it('never leaves the trip dates and keeps arrival and departure days light', () => {
    const plan = planItinerary(context());
    expect(aiItinerarySchema.parse(plan)).toEqual(plan);
    for (const day of plan.days) {
      expect(day.date >= '2031-01-10' && day.date <= '2031-01-16').toBe(true);
    }
    const first = plan.days.find((day) => day.date === '2031-01-10')!;
    const last = plan.days.find((day) => day.date === '2031-01-16')!;
    expect(first.items.length).toBeLessThanOrEqual(2);
    expect(last.items.length).toBe(1);
    const middle = plan.days.find((day) => day.date === '2031-01-12')!;
    expect(new Set(middle.items.map((item) => item.timeOfDay)).size).toBe(middle.items.length);
  });

  it('never suggests the same thing twice, even on a long trip', () => {
    const plan = planItinerary(context({ startDate: '2031-01-01', endDate: '2031-01-30' }));
    const names = plan.days.flatMap((day) => day.items.map((item) => item.placeName));
    expect(new Set(names).size).toBe(names.length);
  });

  it('plans around tours and what is already planned, and is deterministic', () => {
    const facts = {
      tours: [{ name: 'Fjord cruise', date: '2031-01-12', time: '10:00' }],
      planned: [{ date: '2031-01-13', timeOfDay: 'afternoon' as const, placeName: 'Opera' }],
    };
    const plan = planItinerary(context(facts));
    const day12 = plan.days.find((day) => day.date === '2031-01-12')!;
    expect(day12.items.filter((item) => item.timeOfDay === 'morning')).toEqual([
      expect.objectContaining({ placeName: 'Tour: Fjord cruise', time: '10:00' }),
    ]);
    const day13 = plan.days.find((day) => day.date === '2031-01-13')!;
    expect(day13.items.some((item) => item.timeOfDay === 'afternoon')).toBe(false);
    expect(planItinerary(context(facts))).toEqual(plan);
  });
});

describe('offline tips and cost estimate', () => {
  it('groups tips by category in the traveller language', () => {
    const tips = planTips(context({}, 'es'));
    expect(aiTipsSchema.parse(tips)).toEqual(tips);
    expect(new Set(tips.tips.map((tip) => tip.category))).toEqual(
      new Set(['transport', 'money', 'safety', 'culture', 'food', 'health', 'other']),
    );
    expect(tips.tips.find((tip) => tip.category === 'money')!.text).toContain('NOK');
  });

  it('costs more in luxury than low-cost to the same place, in the trip currency', () => {
    const luxury = estimateCost(context({ budget: 'luxury' }));
    const low = estimateCost(context({ budget: 'low-cost' }));
    expect(aiCostEstimateSchema.parse(luxury)).toEqual(luxury);
    expect(luxury.total).toBeGreaterThan(low.total);
    expect(luxury.currency).toBe('EUR');
    expect(luxury.total).toBeCloseTo(
      luxury.items.reduce((sum, item) => sum + item.amount, 0),
      2,
    );
  });

  it('counts what is booked at its price and proposes no lodging for the nights it covers', () => {
    const line = (estimate: ReturnType<typeof estimateCost>, category: string) =>
      estimate.items.find((item) => item.category === category)!;
    const free = estimateCost(context());
    // Six nights (Jan 10–16), all in a booked stay of €1,234.50.
    const all = estimateCost(
      context({
        stays: [{ name: 'Hotel', checkIn: '2031-01-10', checkOut: '2031-01-16', booked: true, cost: 1234.5 }],
        flights: [
          { from: 'GRU', to: 'OSL', departureDate: '2031-01-09', arrivalDate: '2031-01-10', cost: 800 },
        ],
        tours: [{ name: 'Fjord cruise', date: '2031-01-12', time: '10:00', booked: true, cost: 95 }],
      }),
    );
    expect(line(all, 'lodging')).toEqual({
      category: 'lodging',
      amount: 1234.5,
      note: 'Lodging booked for 6 nights',
    });
    expect(line(all, 'transportation')).toMatchObject({
      amount: line(free, 'transportation').amount + 800,
      note: 'Local transport, plus 1 booked flight',
    });
    expect(line(all, 'activities').note).toBe('Tours and tickets, 1 already booked');
    // The contingency is on what is estimated, not on the prices already known.
    expect(line(all, 'other').amount).toBeLessThan(line(free, 'other').amount);
    expect(all.total).toBeCloseTo(
      all.items.reduce((sum, item) => sum + item.amount, 0),
      2,
    );

    // Three of the six nights booked; a stay not booked, or without a price, is estimated as usual.
    const part = estimateCost(
      context(
        {
          stays: [
            { name: 'Hotel', checkIn: '2031-01-10', checkOut: '2031-01-13', booked: true, cost: 600 },
            { name: 'Maybe', checkIn: '2031-01-13', checkOut: '2031-01-16', booked: false, cost: 300 },
          ],
        },
        'pt',
      ),
    );
    expect(line(part, 'lodging').note).toBe('Hospedagem reservada para 3 noites, mais 3 noites a reservar');
    expect(line(part, 'lodging').amount).toBeCloseTo(600 + line(free, 'lodging').amount / 2, 2);
  });

  it('costs more where prices are higher', () => {
    const oslo = estimateCost(context());
    const hanoi = estimateCost(context({ destination: 'Hanoi', countryCode: 'VN', lat: 21 }));
    expect(oslo.total).toBeGreaterThan(hanoi.total);
  });
});

describe('offline planner and the traveller request', () => {
  it('drops a theme the request turns down and keeps mornings free when asked for slow ones', () => {
    expect(themesOf(['museums', 'food'], 'slow mornings, no museums')).not.toContain('culture');
    expect(themesOf(['museums'], 'sem museus, comida local', 'pt')).toEqual(['food', 'general']);
    expect(themesOf(['museums'], 'almoço no museu', 'pt')).toContain('culture');
    const plan = planItinerary(context({}, 'en', 'slow mornings, no museums'));
    const fullDays = plan.days.filter((day) => day.date > '2031-01-10' && day.date < '2031-01-16');
    expect(fullDays.flatMap((day) => day.items).some((item) => item.timeOfDay === 'morning')).toBe(false);
    const names = plan.days.flatMap((day) => day.items.map((item) => item.placeName));
    expect(names.some((name) => /museum/i.test(name))).toBe(false);
  });
});

const ROME = { destination: 'Rome', countryCode: 'IT', lat: 41.9, lon: 12.5 };
const LISBON = { destination: 'Lisboa', countryCode: 'PT', lat: 38.72, lon: -9.14 };
const itemsOf = (plan: ReturnType<typeof planItinerary>) => plan.days.flatMap((day) => day.items);

describe('notable places of the destination', () => {
  it('names the Colosseum and the Vatican Museums in Rome first, with their facts, in the trip language', () => {
    const plan = planItinerary(context({ ...ROME, interests: ['museums'] }, 'pt'));
    expect(aiItinerarySchema.parse(plan)).toEqual(plan);
    const items = itemsOf(plan);
    const colosseum = items.find((item) => item.placeName === 'Coliseu');
    expect(colosseum).toMatchObject({ source: 'notable-places' });
    expect(colosseum!.notes).toContain('Reserve o ingresso on-line');
    expect(items.find((item) => item.placeName === 'Museus Vaticanos')).toMatchObject({
      source: 'notable-places',
    });
    // Rome's own places come before the planner's generic ones.
    expect(items.map((item) => item.placeName)).not.toContain('Principal museu de Roma');
    const english = itemsOf(planItinerary(context({ ...ROME, interests: ['museums'] }, 'en')));
    expect(english.map((item) => item.placeName)).toEqual(
      expect.arrayContaining(['Colosseum', 'Vatican Museums']),
    );
  });

  it('matches Lisbon by distance, and leaves out what the trip already planned or booked', () => {
    const plan = planItinerary(
      context({
        ...LISBON,
        destination: 'Lisbon Portela',
        interests: ['history'],
        planned: [{ date: '2031-01-11', timeOfDay: 'morning', placeName: 'Torre de Belém' }],
        tours: [{ name: 'Visita guiada ao Mosteiro dos Jerónimos', date: '2031-01-12', time: '10:00' }],
      }),
    );
    const names = itemsOf(plan).map((item) => item.placeName);
    expect(names).toEqual(expect.arrayContaining(['São Jorge Castle', 'Praça do Comércio']));
    expect(names).not.toContain('Belém Tower');
    expect(names).not.toContain('Jerónimos Monastery');
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds a destination by name when the trip has no coordinates, and not by name alone when it has', () => {
    const byName = itemsOf(
      planItinerary(context({ destination: 'Roma, Itália', countryCode: 'IT', lat: null, lon: null })),
    );
    expect(byName.some((item) => item.placeName === 'Colosseum')).toBe(true);
    // Paris, Texas is not Paris.
    const texas = itemsOf(
      planItinerary(context({ destination: 'Paris', countryCode: 'US', lat: 33.66, lon: -95.555 })),
    );
    expect(texas.some((item) => item.source === 'notable-places')).toBe(false);
  });

  it('falls back to general suggestions for a destination without bundled places', () => {
    const items = itemsOf(
      planItinerary(context({ destination: 'Tromsø', countryCode: 'NO', lat: 69.65, lon: 18.96 }, 'pt')),
    );
    const suggestions = items.filter((item) => item.source !== 'trip');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((item) => item.source === 'general')).toBe(true);
    expect(items.find((item) => item.placeName === 'Chegada e acomodação')?.source).toBe('trip');
  });

  it('says where each tip comes from: the country, the notable places, general advice', () => {
    const tips = planTips(context(ROME, 'pt')).tips;
    expect(aiTipsSchema.parse({ tips }).tips).toEqual(tips);
    expect(tips).toEqual(
      expect.arrayContaining([
        { category: 'safety', text: 'Emergência na Itália: 112.', source: 'country' },
        {
          category: 'money',
          text: 'Moeda na Itália: euro (EUR). Nas maquininhas, pague na moeda local, e não na sua.',
          source: 'country',
        },
        expect.objectContaining({
          category: 'other',
          text: expect.stringMatching(/^Tomadas na Itália: tipos C, F, L, 230 V/),
          source: 'country',
        }),
        expect.objectContaining({
          text: expect.stringMatching(/^Na Itália vale a regra do espaço Schengen/),
        }),
        expect.objectContaining({
          text: expect.stringMatching(/^Coliseu: Reserve o ingresso/),
          source: 'notable-places',
        }),
        expect.objectContaining({ text: expect.stringContaining('em Roma'), source: 'general' }),
      ]),
    );
    const brazil = planTips(
      context({ destination: 'Rio de Janeiro', countryCode: 'BR', lat: -22.9, lon: -43.2 }, 'pt'),
    ).tips;
    expect(brazil).toContainEqual({
      category: 'safety',
      text: 'Emergência no Brasil: polícia 190, ambulância 192, bombeiros 193.',
      source: 'country',
    });
    expect(brazil.map((tip) => tip.text)).toContain(
      'Compre um passe de transporte no Rio de Janeiro se for usar várias vezes por dia.',
    );
  });
});

describe('Portuguese and Spanish grammar of the planner texts', () => {
  const visa = (facts: Partial<TripFacts>, language: AiContext['language']) =>
    texts(planChecklist(context(facts, language))).find((text) => /visto|visado|visa/.test(text));

  it('puts the article and preposition before the country in Portuguese', () => {
    expect(visa(ROME, 'pt')).toBe('Verificar visto ou regras de entrada na Itália');
    expect(visa({ destination: 'Salvador', countryCode: 'BR', lat: -12.97, lon: -38.5 }, 'pt')).toBe(
      'Verificar visto ou regras de entrada no Brasil',
    );
    expect(visa({ destination: 'Miami', countryCode: 'US', lat: 25.76, lon: -80.19 }, 'pt')).toBe(
      'Verificar visto ou regras de entrada nos Estados Unidos',
    );
    expect(visa(LISBON, 'pt')).toBe('Verificar visto ou regras de entrada em Portugal');
    expect(visa({ destination: 'Manila', countryCode: 'PH', lat: 14.6, lon: 121 }, 'pt')).toBe(
      'Verificar visto ou regras de entrada nas Filipinas',
    );
  });

  it('uses the article a Spanish or English country name needs', () => {
    expect(visa(ROME, 'es')).toBe('Revisar visado o requisitos de entrada a Italia');
    expect(visa({ destination: 'London', countryCode: 'GB', lat: 51.5, lon: -0.13 }, 'es')).toBe(
      'Revisar visado o requisitos de entrada al Reino Unido',
    );
    expect(visa({ destination: 'Miami', countryCode: 'US', lat: 25.76, lon: -80.19 }, 'en')).toBe(
      'Check visa or entry rules for the United States',
    );
  });

  it('agrees the number of days and nights ("1 dia", "2 dias")', () => {
    const oneDay = texts(planChecklist(context({ startDate: '2031-01-10', endDate: '2031-01-10' }, 'pt')));
    expect(oneDay).toContain('Roupas para 1 dia');
    expect(texts(planChecklist(context({}, 'es')))).toContain('Ropa para 7 días');
    const porto = itemsOf(
      planItinerary(
        context(
          {
            destination: 'Porto',
            countryCode: 'PT',
            lat: 41.15,
            lon: -8.61,
            startDate: '2031-01-01',
            endDate: '2031-01-30',
          },
          'pt',
        ),
      ),
    ).map((item) => item.placeName);
    expect(porto).toContain('Passeio panorâmico pelo Porto');
    expect(porto).not.toContain('Passeio panorâmico por Porto');
  });
});
