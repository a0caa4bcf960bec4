import type { ChecklistGroup, Contact, Tip } from '@trilha/shared';
import { COLORS, type PdfWriter } from './document';
import type { Texts } from '../../../lib/i18n';

export function drawChecklist(pdf: PdfWriter, groups: ChecklistGroup[], t: Texts<'pdf'>) {
  if (groups.every((group) => group.items.length === 0)) return;
  pdf.section(t('checklist'));
  for (const group of groups) {
    if (group.items.length === 0) continue;
    const done = group.items.filter((item) => item.done).length;
    pdf.subheading(`${group.name} (${done}/${group.items.length})`, 20);
    for (const item of group.items) pdf.tick(item.done, item.text, 4);
    pdf.space(6);
  }
}

export function drawTips(pdf: PdfWriter, tips: Tip[], t: Texts<'pdf'>) {
  if (tips.length === 0) return;
  pdf.section(t('tips'));
  for (const tip of tips) {
    pdf.ensureSpace(30);
    pdf.text(t(`tipCategories.${tip.category}`), { size: 9, weight: 'semibold', color: COLORS.orange });
    pdf.text(tip.text, { size: 10, gap: 6 });
  }
}

export function drawContacts(pdf: PdfWriter, contacts: Contact[], t: Texts<'pdf'>) {
  if (contacts.length === 0) return;
  pdf.section(t('contacts'));
  for (const contact of contacts) {
    pdf.ensureSpace(30);
    pdf.text(contact.name, { size: 10, weight: 'semibold' });
    pdf.text(contact.value, { size: 10, color: COLORS.blueLight });
    if (contact.notes) pdf.text(contact.notes, { size: 9, color: COLORS.muted });
    pdf.space(6);
  }
}
