import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/api-errors';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import {
  DateFields,
  NotesField,
  StyleFields,
  TRIP_FORM_FIELDS,
  useTripForm,
  WhereFields,
} from '../../trips/components';
import { usePlanClientTrip } from '../api/plan-client-trip';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The trip form's own fields (where, when, style) with a different save: the trip is created for
 * the client, who owns it, and the consultant goes on planning it on the trip's screens.
 */
export function PlanClientTripForm({
  clientId,
  clientName,
  onCancel,
}: {
  clientId: string;
  clientName: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useTripForm();
  const plan = usePlanClientTrip(clientId);
  const { control, formState } = form;
  const save = form.handleSubmit((values) =>
    plan.mutateAsync(values).then(
      (trip) => navigate(`/trips/${trip._id}`),
      (error: unknown) => {
        if (apiErrorOf(error)) applyServerError(error, form.setError, { fields: TRIP_FORM_FIELDS });
        else form.setError('root.server', { type: 'server', message: t('agencies.errors.planTrip') });
      },
    ),
  );
  return (
    <Card component="section" aria-label={t('agencies.client.planFor', { name: clientName })}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
          {t('agencies.client.planFor', { name: clientName })}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
          {t('agencies.client.planHelp', { name: clientName })}
        </Typography>
        <Stack component="form" noValidate spacing={3} onSubmit={save}>
          <FormErrorAlert errors={formState.errors} />
          <FormSection title={t('trips.wizard.steps.where')}>
            <WhereFields control={control} autoFocus />
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
            <Button onClick={onCancel} color="inherit" size="large">
              {t('common.cancel')}
            </Button>
            <SubmitButton pending={plan.isPending}>{t('agencies.client.createTrip')}</SubmitButton>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
