import { describe, expect, it } from 'vitest';
import { AI_FEATURES, formalSpanishTexts, NOTIFICATION_KINDS } from '@trilha/shared';
import { RESOURCES } from './resources';
import { notificationText } from '../modules/notifications/notification-texts';
import { accountApprovedMail, agencyInvitationMail, passwordResetMail } from '../adapters/mail/templates';
import { promptFor } from '../adapters/ai/openai-engine';
import type { AiContext } from '../adapters/ai/engine';
import { estimateCost, planChecklist, planItinerary, planTips } from '../adapters/ai/offline/offline-planner';

// The server's Spanish (mails, notifications, PDF, AI texts) speaks to the reader as "tú", like the
// web app (issue 19).
describe("the server's Spanish texts", () => {
  it.each(Object.keys(RESOURCES.es))('speak as "tú" in the %s catalogue', (namespace) => {
    expect(formalSpanishTexts(RESOURCES.es[namespace as keyof typeof RESOURCES.es])).toEqual([]);
  });

  const spanishTrip: AiContext = {
    language: 'es',
    prompt: '',
    trip: {
      title: 'Lisboa',
      destination: 'Lisboa',
      countryCode: 'PT',
      lat: 38.72,
      lon: -9.14,
      startDate: '2031-05-01',
      endDate: '2031-05-10',
      budget: 'mid-range',
      interests: ['culture', 'food', 'beach', 'nightlife'],
      currency: 'EUR',
      international: true,
      flights: [
        { from: 'GRU', to: 'LIS', departureDate: '2031-04-30', arrivalDate: '2031-05-01', cost: 900 },
      ],
      stays: [{ name: 'Casa', checkIn: '2031-05-01', checkOut: '2031-05-05', booked: true, cost: 400 }],
      tours: [{ name: 'Fado', date: '2031-05-03', time: '21:00', booked: true, cost: 30 }],
      planned: [],
    },
  };

  it('tells the AI to address the traveller as "tú"', () => {
    for (const feature of AI_FEATURES) {
      expect(promptFor(feature, spanishTrip).system).toMatch(/informally as "tú"/);
    }
  });

  it('plans offline as "tú": its notes, checklist, tips and costs with their place phrases', () => {
    // Place names are names ("Pastéis de Belém"), not sentences to the reader.
    const notes = planItinerary(spanishTrip).days.flatMap((day) => day.items.map((item) => item.notes));
    const planned = [planChecklist, planTips, estimateCost].map((plan) => plan(spanishTrip));
    expect(formalSpanishTexts({ notes, planned })).toEqual([]);
  });

  it('writes every notification and mail to the reader as "tú", whatever the branch', () => {
    const params = {
      by: 'Ana',
      trip: 'Lisboa',
      role: 'viewer',
      agency: 'Rumo',
      person: 'Bea',
      email: 'bea@example.com',
      consultant: 'Caio',
      destination: 'Lisboa',
      date: '2026-12-01',
      flight: 'TP 1',
      status: 'landed',
      badge: 'five-trips',
      level: '3',
    };
    const notifications = NOTIFICATION_KINDS.flatMap((kind) =>
      ['accepted', 'declined'].map((answer) => notificationText(kind, 'es', { ...params, answer })),
    );
    const mails = [
      passwordResetMail('es', 'Ana', 'https://trilha.test/reset'),
      accountApprovedMail('es', 'Ana', 'https://trilha.test/login'),
      agencyInvitationMail(
        'es',
        { name: 'Ana', by: 'Bea', agency: 'Rumo', role: 'client' },
        'https://x.test',
      ),
    ].map(({ subject, text }) => ({ subject, text }));
    expect(formalSpanishTexts({ notifications, mails })).toEqual([]);
    expect(notificationText('trip-shared', 'es', params).title).toBe(
      `Se compartió un viaje contigo: “${params.trip}”`,
    );
  });
});
