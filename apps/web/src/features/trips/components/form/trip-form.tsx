import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { SubmitButton } from '../../../../components/submit-button';
import { RequiresServer } from '../../../../components/requires-server';
import { DateFields } from './date-fields';
import { NotesField, StyleFields } from './style-fields';
import { useSaveTrip, useTripForm } from './use-trip-form';
import { WhereFields } from './where-fields';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The one-page trip form: creates a trip, or edits `trip` when given. */
export function TripForm({ trip }: { trip?: TripDetail }) {
  const { t } = useTranslation();
  const form = useTripForm(trip);
  const { save, pending } = useSaveTrip(form, trip?._id);
  const { control, formState } = form;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={3} onSubmit={save}>
          <FormErrorAlert errors={formState.errors} />
          <FormSection title={t('trips.wizard.steps.where')}>
            <WhereFields control={control} autoFocus={!trip} />
          </FormSection>
          <Divider />
          <FormSection title={t('trips.wizard.steps.when')}>
            <DateFields control={control} />
          </FormSection>
          <Divider />
          <FormSection title={t('trips.wizard.steps.style')}>
            <Stack spacing={3}>
              <StyleFields control={control} />
              <NotesField control={control} />
            </Stack>
          </FormSection>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button
              component={RouterLink}
              to={trip ? `/trips/${trip._id}` : '/trips'}
              color="inherit"
              size="large"
            >
              {t('common.cancel')}
            </Button>
            <RequiresServer>
              <SubmitButton pending={pending}>
                {t(trip ? 'trips.form.save' : 'trips.form.create')}
              </SubmitButton>
            </RequiresServer>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
