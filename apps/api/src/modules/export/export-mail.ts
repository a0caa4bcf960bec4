import { daysBetween, type Language, type TripDetail } from '@trilha/shared';
import { escapeHtml, textsFor } from '../../lib/i18n';
import { formatterFor } from './pdf/format';

/**
 * The mail that carries the PDF, in the sender's language: who sent it and a short summary of the trip
 * (of one person's plan, saying whose, when `planOf` is given).
 */
export function exportMail(
  language: Language,
  trip: TripDetail,
  sender: string,
  { copyFor, planOf }: { copyFor?: { recipients: string[] }; planOf?: string } = {},
) {
  const t = textsFor(language, 'export-mail');
  const f = formatterFor(language);
  const title = trip.title;
  const intro = copyFor
    ? t('copyIntro', { title, recipients: copyFor.recipients.join(', ') })
    : t('intro', { sender, title });
  const place = [trip.destination.name, trip.destination.country].filter(Boolean).join(', ');
  const days = t('days', { count: daysBetween(trip.startDate, trip.endDate) + 1 });
  const when = t('period', { start: f.date(trip.startDate), end: f.date(trip.endDate), days });
  const plans = t('plans', {
    flights: t('flights', { count: trip.flights.length }),
    stays: t('stays', { count: trip.bookings.length }),
    tours: t('tours', { count: trip.tours.length }),
    places: t('places', { count: trip.itinerary.reduce((sum, day) => sum + day.items.length, 0) }),
  });
  const whose = planOf ? t('planOf', { name: planOf }) : '';
  const lines = [
    intro,
    ...(whose ? ['', whose] : []),
    '',
    `${t('where')}: ${place}`,
    `${t('when')}: ${when}`,
    plans,
    '',
    t('attached'),
    '',
    t('signature'),
  ];
  return {
    subject: t('subject', { title }),
    text: `${lines.join('\n')}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      (whose ? `<p>${escapeHtml(whose)}</p>` : '') +
      `<p><strong>${escapeHtml(t('where'))}:</strong> ${escapeHtml(place)}<br>` +
      `<strong>${escapeHtml(t('when'))}:</strong> ${escapeHtml(when)}<br>${escapeHtml(plans)}</p>` +
      `<p>${escapeHtml(t('attached'))}</p><p style="color:#5A6B80">${escapeHtml(t('signature'))}</p>`,
  };
}
