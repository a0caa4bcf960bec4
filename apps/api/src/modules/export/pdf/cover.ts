import { daysBetween, type TripDetail } from '@trilha/shared';
import { COLORS, type PdfWriter } from './document';
import type { Formatter } from './format';
import type { Texts } from '../../../lib/i18n';

/**
 * The first page's top: brand band, title (and whose plan it is, for one person's), destination, dates,
 * people and the trip's own facts.
 */
export function drawCover(pdf: PdfWriter, trip: TripDetail, t: Texts<'pdf'>, f: Formatter, planOf?: string) {
  const { doc } = pdf;
  doc.rect(0, 0, doc.page.width, 150).fill(COLORS.blue);
  doc.rect(0, 150, doc.page.width, 5).fill(COLORS.orange);
  pdf.text('Trilha', { weight: 'bold', size: 14, color: COLORS.orange }, pdf.left, 36);
  pdf.text(t('kicker').toUpperCase(), { weight: 'semibold', size: 9, color: '#FFFFFF' }, pdf.left, 60);
  pdf.text(trip.title, { weight: 'bold', size: 24, color: '#FFFFFF' }, pdf.left, 76);
  if (planOf) pdf.text(t('planOf', { name: planOf }), { weight: 'semibold', size: 11, color: COLORS.orange });
  doc.y = Math.max(doc.y, 175);

  const place = [trip.destination.name, trip.destination.country].filter(Boolean).join(', ');
  const days = daysBetween(trip.startDate, trip.endDate) + 1;
  pdf.text(place, { weight: 'semibold', size: 14, color: COLORS.blue, gap: 2 });
  pdf.text(`${f.date(trip.startDate)} – ${f.date(trip.endDate)} · ${t('days', { count: days })}`, {
    size: 11,
    color: COLORS.muted,
    gap: 10,
  });

  if (trip.budgetAmount !== null) {
    pdf.field(
      t('budget'),
      `${t(`budgets.${trip.budget}`)} · ${f.money(Number(trip.budgetAmount), trip.currency)}`,
    );
  } else {
    pdf.field(t('budget'), t(`budgets.${trip.budget}`));
  }
  pdf.field(
    t('interests'),
    trip.interests.map((interest) => t.or(`interestNames.${interest}`, interest)).join(', '),
  );
  if (trip.notes) {
    pdf.space(4).text(t('notes'), { weight: 'semibold', size: 9.5, color: COLORS.muted });
    pdf.text(trip.notes, { size: 9.5, gap: 4 });
  }

  pdf.section(t('people'));
  for (const person of trip.sharedUsers) {
    pdf.ensureSpace(16);
    pdf.text(`${person.name} · ${t(`roles.${person.role}`)}`, { weight: 'semibold', size: 10 });
    pdf.text(person.email, { size: 9, color: COLORS.muted, gap: 3 });
  }
}
