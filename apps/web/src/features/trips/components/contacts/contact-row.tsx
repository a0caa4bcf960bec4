import { useState } from 'react';
import { Box, IconButton, Link, ListItem, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@trilha/shared';
import { useDeleteContact } from '../../api/delete-contact';
import { useUpdateContact } from '../../api/update-contact';
import { DeleteButton } from '../plan/delete-button';
import { ContactDialog } from './contact-dialog';
import { RequiresServer } from '../../../../components/requires-server';

/** A tap mails or calls; tel: URIs allow no spaces or brackets, only digits and a leading plus. */
export function contactHref(contact: Pick<Contact, 'type' | 'value'>): string {
  return contact.type === 'email' ? `mailto:${contact.value}` : `tel:${contact.value.replace(/[^\d+]/g, '')}`;
}

function ContactActions({ tripId, contact }: { tripId: string; contact: Contact }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateContact(tripId, contact._id);
  const remove = useDeleteContact(tripId, contact._id);
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <RequiresServer>
        <Tooltip title={t('plan.contacts.edit')}>
          <IconButton
            aria-label={t('plan.contacts.editNamed', { name: contact.name })}
            onClick={() => setEditing(true)}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <DeleteButton
        label={t('plan.contacts.deleteNamed', { name: contact.name })}
        title={t('plan.contacts.deleteTitle', { name: contact.name })}
        text={t('plan.contacts.deleteText')}
        confirmLabel={t('plan.delete')}
        mutation={remove}
      />
      {editing && (
        <ContactDialog
          title={t('plan.contacts.editTitle')}
          submitLabel={t('common.save')}
          contact={contact}
          mutation={update}
          onClose={() => {
            update.reset();
            setEditing(false);
          }}
        />
      )}
    </Box>
  );
}

export function ContactRow({
  tripId,
  contact,
  canEdit,
}: {
  tripId: string;
  contact: Contact;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const Icon = contact.type === 'email' ? EmailOutlinedIcon : PhoneOutlinedIcon;
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}>
      <Box aria-hidden sx={{ color: 'secondary.main', display: 'flex', pt: 0.25 }}>
        <Icon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{contact.name}</Typography>
        <Link
          href={contactHref(contact)}
          aria-label={t(`plan.contacts.linkLabel.${contact.type}`, {
            name: contact.name,
            value: contact.value,
          })}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {contact.value}
        </Link>
        {contact.notes && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {contact.notes}
          </Typography>
        )}
      </Box>
      {canEdit && <ContactActions tripId={tripId} contact={contact} />}
    </ListItem>
  );
}
