import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUDGETS } from '@trilha/shared';
import type { TripFormValues } from './trip-form-values';

export function BudgetField({ control }: { control: Control<TripFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'budget' });
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)}>
      <FormLabel component="legend">{t('trips.form.budget')}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {BUDGETS.map((budget) => (
          <FormControlLabel
            key={budget}
            value={budget}
            control={<Radio />}
            label={t(`trips.budget.${budget}`)}
          />
        ))}
      </RadioGroup>
      {fieldState.error?.message && <FormHelperText>{t(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}
