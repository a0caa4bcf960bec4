import { Box } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/date-time-fields';
import type { TripFormValues } from './trip-form-values';

/** The trip's first and last days, shown the app language's way and kept as `YYYY-MM-DD`. */
export function DateFields({ control }: { control: Control<TripFormValues> }) {
  const { t } = useTranslation();
  const startDate = useWatch({ control, name: 'startDate' });
  return (
    <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormDateField control={control} name="startDate" label={t('trips.form.startDate')} />
      <FormDateField
        control={control}
        name="endDate"
        label={t('trips.form.endDate')}
        min={startDate || undefined}
      />
    </Box>
  );
}
