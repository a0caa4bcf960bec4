import type { ExpenseSummary } from '@trilha/shared';
import { COLORS, type PdfWriter } from './document';
import type { Formatter } from './format';
import type { Texts } from '../../../lib/i18n';

/** A row of columns: the first takes what the others leave. */
function row(pdf: PdfWriter, cells: string[], widths: number[], bold = false) {
  pdf.ensureSpace(16);
  const y = pdf.doc.y;
  let x = pdf.left;
  let bottom = y;
  cells.forEach((cell, index) => {
    const width = widths[index]!;
    pdf.text(
      cell,
      { size: 9.5, weight: bold ? 'semibold' : 'regular', width, align: index === 0 ? 'left' : 'right' },
      x,
      y,
    );
    bottom = Math.max(bottom, pdf.doc.y);
    x += width;
  });
  pdf.doc.y = bottom + 2;
}

/** Totals, balances and the fewest transfers that settle them: the expenses module's own summary. */
export function drawCosts(pdf: PdfWriter, summary: ExpenseSummary, t: Texts<'pdf'>, f: Formatter) {
  pdf.section(t('costs'));
  const money = (amount: number) => f.money(amount, summary.currency);
  if (summary.byParticipant.every((p) => p.paid === 0 && p.owes === 0) && summary.total === 0) {
    pdf.text(t('noExpenses'), { size: 10, color: COLORS.muted });
    return;
  }
  pdf.text(`${t('total')}: ${money(summary.total)}`, { size: 13, weight: 'bold', color: COLORS.blue });
  if (summary.planned > 0)
    pdf.text(t('planned', { amount: money(summary.planned) }), { size: 10, color: COLORS.muted });
  if (summary.budget !== null)
    pdf.text(`${t('budget')}: ${money(summary.budget)}`, { size: 10, color: COLORS.muted });
  pdf.space(6);

  if (summary.byCategory.length > 0) {
    pdf.subheading(t('byCategory'), 30);
    for (const { category, amount } of summary.byCategory) {
      row(pdf, [t(`categories.${category}`), money(amount)], [pdf.width - 120, 120]);
    }
    pdf.space(6);
  }

  const names = new Map(summary.byParticipant.map((p) => [p.participantId, p.name]));
  if (summary.byParticipant.length > 0) {
    pdf.subheading(t('balances'), 40);
    const widths = [pdf.width - 300, 100, 100, 100];
    row(pdf, ['', t('paid'), t('share'), t('balance')], widths, true);
    for (const person of summary.byParticipant) {
      row(pdf, [person.name, money(person.paid), money(person.owes), money(person.balance)], widths);
    }
    pdf.space(6);
  }

  pdf.subheading(t('settleUp'), 20);
  if (summary.settlements.length === 0) {
    pdf.text(t('allSettled'), { size: 10, color: COLORS.muted });
    return;
  }
  for (const transfer of summary.settlements) {
    const from = names.get(transfer.from) ?? transfer.from;
    const to = names.get(transfer.to) ?? transfer.to;
    row(pdf, [t('pays', { from, to }), money(transfer.amount)], [pdf.width - 120, 120]);
  }
}
