import { Box } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form-text-field';
import type { TripFormValues } from './trip-form-values';

/** Native date inputs: accessible, localised by the browser, and already `YYYY-MM-DD`. */
export function DateFields({ control }: { control: Control<TripFormValues> }) {
  const { t } = useTranslation();
  const startDate = useWatch({ control, name: 'startDate' });
  return (
    <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        control={control}
        name="startDate"
        type="date"
        label={t('trips.form.startDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="endDate"
        type="date"
        label={t('trips.form.endDate')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || undefined } }}
      />
    </Box>
  );
}
