import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, List } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../../components/empty-state';
import { SectionCard } from '../../../../components/section-card';
import { useCreateContact } from '../../api/create-contact';
import { tripQueries } from '../../api/trip-queries';
import { PlanQueryStatus } from '../plan/plan-query-status';
import { ContactDialog } from './contact-dialog';
import { ContactRow } from './contact-row';
import { RequiresServer } from '../../../../components/requires-server';

function AddContactDialog({ tripId, onClose }: { tripId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateContact(tripId);
  return (
    <ContactDialog
      title={t('plan.contacts.addTitle')}
      submitLabel={t('plan.contacts.add')}
      mutation={create}
      onClose={onClose}
    />
  );
}

/** Who to mail or call when something goes wrong on the trip. */
export function ContactsTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const query = useQuery(tripQueries.contacts(trip._id));
  const { canEdit } = trip.permissions;
  if (!query.isSuccess) return <PlanQueryStatus query={query} />;
  const contacts = query.data;
  return (
    <SectionCard title={t('plan.contacts.title')} description={t('plan.contacts.description')}>
      {canEdit && (
        <RequiresServer>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('plan.contacts.add')}
          </Button>
        </RequiresServer>
      )}
      {contacts.length === 0 ? (
        <EmptyState
          icon={<ContactPhoneOutlinedIcon />}
          title={t('plan.contacts.emptyTitle')}
          description={canEdit ? t('plan.contacts.emptyDescription') : t('plan.contacts.emptyReadOnly')}
        />
      ) : (
        <Box sx={{ mt: canEdit ? 1 : 0 }}>
          <List aria-label={t('plan.contacts.title')}>
            {contacts.map((contact) => (
              <ContactRow key={contact._id} tripId={trip._id} contact={contact} canEdit={canEdit} />
            ))}
          </List>
        </Box>
      )}
      {adding && <AddContactDialog tripId={trip._id} onClose={() => setAdding(false)} />}
    </SectionCard>
  );
}
