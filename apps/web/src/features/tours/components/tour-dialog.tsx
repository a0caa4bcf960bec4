import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Tour, TripDetail } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { FormDialog } from '../../../components/form-dialog';
import type { TourBody } from '../api/create-tour';
import { useUpdateTour } from '../api/update-tour';
import { ItemFilesSection } from '../../trips/components';
import { invalidateTours } from '../api/tour-queries';
import { TourFields } from './tour-fields';
import { TOUR_FORM_FIELDS, tourResolver, tourValues, type TourFormValues } from './tour-form-values';

/** Edits a tour in place on the tab; mounted only while open so it starts from the tour as it is now. */
export function EditTourDialog({
  trip,
  tour,
  onClose,
}: {
  trip: TripDetail;
  tour: Tour;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateTour(trip._id, tour._id);
  const { control, handleSubmit, setError, formState } = useForm<TourFormValues, unknown, TourBody>({
    resolver: tourResolver,
    defaultValues: tourValues(tour),
  });
  const close = () => {
    update.reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then(close, (error: unknown) => applyServerError(error, setError, { fields: TOUR_FORM_FIELDS })),
  );
  return (
    <FormDialog
      open
      title={t('tours.form.editTitle')}
      submitLabel={t('common.save')}
      pending={update.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={close}
    >
      <TourFields control={control} trip={trip} />
      <ItemFilesSection
        tripId={trip._id}
        kind="tours"
        invalidate={invalidateTours}
        itemId={tour._id}
        name={tour.name}
        files={tour.files}
        canEdit
      />
    </FormDialog>
  );
}
