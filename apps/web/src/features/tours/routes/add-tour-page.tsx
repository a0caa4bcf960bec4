import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { applyServerError, errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { RequiresServer } from '../../../components/requires-server';
import { TripUnavailable, useRouteTrip } from '../../trips/components';
import { useCreateTour, type TourBody } from '../api/create-tour';
import { TourFields } from '../components/tour-fields';
import {
  newTourValues,
  TOUR_FORM_FIELDS,
  tourResolver,
  type TourFormValues,
} from '../components/tour-form-values';

function AddTourForm({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTour(trip._id);
  const backTo = `/trips/${trip._id}?tab=tours`;
  const { control, handleSubmit, setError, formState } = useForm<TourFormValues, unknown, TourBody>({
    resolver: tourResolver,
    defaultValues: newTourValues(trip),
  });
  const onSubmit = handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => navigate(backTo),
      (error: unknown) => applyServerError(error, setError, { fields: TOUR_FORM_FIELDS }),
    ),
  );
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
          <FormErrorAlert errors={formState.errors} />
          <TourFields control={control} trip={trip} autoFocus />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={backTo} color="inherit" size="large">
              {t('common.cancel')}
            </Button>
            <RequiresServer>
              <SubmitButton pending={create.isPending}>{t('tours.add')}</SubmitButton>
            </RequiresServer>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** `/trips/:tripId/add-tour`: a tour or activity on one day of the trip. */
export function AddTourPage() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const trip = query.data;
  if (!trip.permissions.canEdit) return <TripUnavailable reason="forbidden" tripId={tripId} />;
  return (
    <>
      <Button
        component={RouterLink}
        to={`/trips/${tripId}?tab=tours`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('tours.back')}
      </Button>
      <PageHeader title={t('tours.form.addTitle')} subtitle={trip.title} />
      <AddTourForm trip={trip} />
    </>
  );
}
