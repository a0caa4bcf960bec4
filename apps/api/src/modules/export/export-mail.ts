import { daysBetween, type Language, type TripDetail } from '@trilha/shared';
import { formatterFor } from './pdf/format';

interface ExportMailTexts {
  subject: (title: string) => string;
  intro: (sender: string, title: string) => string;
  copyIntro: (title: string, recipients: string) => string;
  where: string;
  when: string;
  /** How long the trip is, after its dates: "(8 days)". */
  days: (count: number) => string;
  plans: (counts: { flights: number; stays: number; tours: number; places: number }) => string;
  attached: string;
  signature: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const TEXTS: Record<Language, ExportMailTexts> = {
  en: {
    subject: (title) => `Trip plan: ${title}`,
    intro: (sender, title) => `${sender} shared the plan of the trip “${title}” with you.`,
    copyIntro: (title, recipients) => `Your copy of the plan of “${title}”, sent to ${recipients}.`,
    where: 'Where',
    when: 'When',
    days: (count) => plural(count, 'day', 'days'),
    plans: (c) =>
      [
        plural(c.flights, 'flight', 'flights'),
        plural(c.stays, 'stay', 'stays'),
        plural(c.tours, 'tour', 'tours'),
        plural(c.places, 'place in the itinerary', 'places in the itinerary'),
      ].join(', '),
    attached:
      'The whole plan is in the attached PDF: flights, stays, the itinerary day by day, the checklist and the costs.',
    signature: 'Sent with Trilha',
  },
  pt: {
    subject: (title) => `Plano de viagem: ${title}`,
    intro: (sender, title) => `${sender} compartilhou com você o plano da viagem “${title}”.`,
    copyIntro: (title, recipients) => `Sua cópia do plano de “${title}”, enviado para ${recipients}.`,
    where: 'Onde',
    when: 'Quando',
    days: (count) => plural(count, 'dia', 'dias'),
    plans: (c) =>
      [
        plural(c.flights, 'voo', 'voos'),
        plural(c.stays, 'hospedagem', 'hospedagens'),
        plural(c.tours, 'passeio', 'passeios'),
        plural(c.places, 'lugar no roteiro', 'lugares no roteiro'),
      ].join(', '),
    attached:
      'O plano completo está no PDF anexo: voos, hospedagens, o roteiro dia a dia, o checklist e os custos.',
    signature: 'Enviado pelo Trilha',
  },
  es: {
    subject: (title) => `Plan de viaje: ${title}`,
    intro: (sender, title) => `${sender} compartió contigo el plan del viaje «${title}».`,
    copyIntro: (title, recipients) => `Tu copia del plan de «${title}», enviado a ${recipients}.`,
    where: 'Dónde',
    when: 'Cuándo',
    days: (count) => plural(count, 'día', 'días'),
    plans: (c) =>
      [
        plural(c.flights, 'vuelo', 'vuelos'),
        plural(c.stays, 'alojamiento', 'alojamientos'),
        plural(c.tours, 'excursión', 'excursiones'),
        plural(c.places, 'lugar en el itinerario', 'lugares en el itinerario'),
      ].join(', '),
    attached:
      'El plan completo está en el PDF adjunto: vuelos, alojamientos, el itinerario día a día, la lista de verificación y los gastos.',
    signature: 'Enviado con Trilha',
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail that carries the PDF, in the sender's language: who sent it and a short summary of the trip. */
export function exportMail(
  language: Language,
  trip: TripDetail,
  sender: string,
  copyFor?: { recipients: string[] },
) {
  const t = TEXTS[language];
  const f = formatterFor(language);
  const intro = copyFor
    ? t.copyIntro(trip.title, copyFor.recipients.join(', '))
    : t.intro(sender, trip.title);
  const place = [trip.destination.name, trip.destination.country].filter(Boolean).join(', ');
  const days = daysBetween(trip.startDate, trip.endDate) + 1;
  const when = `${f.date(trip.startDate)} – ${f.date(trip.endDate)} (${t.days(days)})`;
  const plans = t.plans({
    flights: trip.flights.length,
    stays: trip.bookings.length,
    tours: trip.tours.length,
    places: trip.itinerary.reduce((sum, day) => sum + day.items.length, 0),
  });
  const lines = [
    intro,
    '',
    `${t.where}: ${place}`,
    `${t.when}: ${when}`,
    plans,
    '',
    t.attached,
    '',
    t.signature,
  ];
  return {
    subject: t.subject(trip.title),
    text: `${lines.join('\n')}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><strong>${escapeHtml(t.where)}:</strong> ${escapeHtml(place)}<br>` +
      `<strong>${escapeHtml(t.when)}:</strong> ${escapeHtml(when)}<br>${escapeHtml(plans)}</p>` +
      `<p>${escapeHtml(t.attached)}</p><p style="color:#5A6B80">${escapeHtml(t.signature)}</p>`,
  };
}
