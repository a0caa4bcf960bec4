import { describe, expect, it } from 'vitest';
import { aiChecklistSchema, aiCostEstimateSchema, aiItinerarySchema, aiTipsSchema } from '@trilha/shared';
import type { AiContext, TripFacts } from '../engine';
import { estimateCost, planChecklist, planItinerary, planTips, seasonOf, themesOf } from './offline-planner';

const trip = (overrides: Partial<TripFacts> = {}): TripFacts => ({
  title: 'Trip',
  destination: 'Oslo',
  countryCode: 'NO',
  lat: 59.91,
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
    expect(visa('pt')).toContain('Verificar visto ou regras de entrada em Romênia');
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
      new Set(['transport', 'money', 'safety', 'culture', 'food', 'health']),
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
