import { Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRIP_TITLE_MAX } from '@trilha/shared';
import { FormTextField } from '../../../../components/form-text-field';
import { DestinationField } from './destination-field';
import type { TripFormValues } from './trip-form-values';

export function WhereFields({
  control,
  autoFocus,
}: {
  control: Control<TripFormValues>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.25}>
      <FormTextField
        control={control}
        name="title"
        label={t('trips.form.title')}
        placeholder={t('trips.form.titlePlaceholder')}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: TRIP_TITLE_MAX } }}
      />
      <DestinationField control={control} />
    </Stack>
  );
}
