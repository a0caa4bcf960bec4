import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { GUEST_NAME_MAX, participantInputSchema, type Participant, type TripDetail } from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { FormTextField } from '../../../../components/form-text-field';
import { SectionCard } from '../../../../components/section-card';
import { SubmitButton } from '../../../../components/submit-button';
import { DeleteButton, GuestInviteButton, PlanQueryStatus } from '../../../trips/components';
import { useAddGuest } from '../../api/add-guest';
import { expenseQueries } from '../../api/expense-queries';
import { useRemoveGuest } from '../../api/remove-guest';
import { RequiresServer } from '../../../../components/requires-server';

function RemoveGuest({ tripId, guest }: { tripId: string; guest: Participant }) {
  const { t } = useTranslation();
  const remove = useRemoveGuest(tripId, guest._id);
  return (
    <DeleteButton
      label={t('expenses.people.removeNamed', { name: guest.name })}
      title={t('expenses.people.removeTitle', { name: guest.name })}
      text={t('expenses.people.removeText')}
      confirmLabel={t('expenses.people.remove')}
      mutation={remove}
    />
  );
}

function AddGuestForm({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const add = useAddGuest(tripId);
  const { control, handleSubmit, setError, reset } = useForm({
    resolver: zodResolver(participantInputSchema),
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => reset(),
      (error: unknown) =>
        applyServerError(error, setError, { fields: ['name'], codeFields: { PARTICIPANT_EXISTS: 'name' } }),
    ),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mt: 2 }}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('expenses.people.guestName')}
        size="small"
        sx={{ flex: '1 1 220px' }}
        slotProps={{ htmlInput: { maxLength: GUEST_NAME_MAX } }}
      />
      <RequiresServer>
        <SubmitButton
          pending={add.isPending}
          size="medium"
          variant="outlined"
          startIcon={<PersonAddAlt1OutlinedIcon />}
        >
          {t('expenses.people.addGuest')}
        </SubmitButton>
      </RequiresServer>
    </Box>
  );
}

/**
 * Who shares the trip's costs: its users, and named guests without an account that writers add and
 * remove (the server refuses to remove someone still on an expense, and says so).
 */
export function PeopleCard({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const query = useQuery(expenseQueries.participants(trip._id));
  const { canEdit, canShare } = trip.permissions;
  const title = t('expenses.people.title');
  return (
    <SectionCard
      title={title}
      description={canEdit ? t('expenses.people.description') : t('expenses.people.descriptionReadOnly')}
    >
      {!query.isSuccess ? (
        <PlanQueryStatus query={query} />
      ) : (
        <List aria-label={title} disablePadding>
          {query.data.map((person) => (
            <ListItem
              key={person._id}
              disableGutters
              divider
              aria-label={person.name}
              secondaryAction={
                person.kind === 'guest' && (canEdit || canShare) ? (
                  <Box sx={{ display: 'flex' }}>
                    {canShare && <GuestInviteButton tripId={trip._id} guest={person} />}
                    {canEdit && <RemoveGuest tripId={trip._id} guest={person} />}
                  </Box>
                ) : undefined
              }
            >
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0, pr: 11 }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>{person.name}</Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(person.kind === 'guest' ? 'expenses.people.guest' : 'expenses.people.member')}
                />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && <AddGuestForm tripId={trip._id} />}
    </SectionCard>
  );
}
