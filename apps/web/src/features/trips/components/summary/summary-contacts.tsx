import { useTranslation } from 'react-i18next';
import type { Contact } from '@trilha/shared';
import { SummaryLine, SummaryList, SummarySection } from './summary-section';

/** Who to call or write to when something goes wrong, with the number or address in full. */
export function SummaryContacts({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation();
  if (contacts.length === 0) return null;
  return (
    <SummarySection title={t('plan.contacts.title')}>
      <SummaryList>
        {contacts.map((contact) => (
          <li key={contact._id}>
            <SummaryLine strong>{contact.name}</SummaryLine>
            <SummaryLine>
              {t('trips.summary.contactValue', {
                type: t(`plan.contacts.types.${contact.type}`),
                value: contact.value,
              })}
            </SummaryLine>
            <SummaryLine>{contact.notes}</SummaryLine>
          </li>
        ))}
      </SummaryList>
    </SummarySection>
  );
}
