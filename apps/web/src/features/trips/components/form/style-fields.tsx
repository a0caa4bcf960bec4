import { Box, MenuItem, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, TRIP_NOTES_MAX } from '@trilha/shared';
import { FormTextField } from '../../../../components/form-text-field';
import { BudgetAmountField } from './budget-amount-field';
import { BudgetField } from './budget-field';
import { InterestsField } from './interests-field';
import type { TripFormValues } from './trip-form-values';

export function StyleFields({ control }: { control: Control<TripFormValues> }) {
  const { t, i18n } = useTranslation();
  const currencyNames = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'pt'], { type: 'currency' });
  return (
    <Stack spacing={3}>
      <BudgetField control={control} />
      <InterestsField control={control} />
      {/* The budget amount is in the trip's currency, so the two sit side by side. */}
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="currency"
          select
          label={t('trips.form.currency')}
          helperText={t('trips.form.currencyHelp')}
        >
          {CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency} · {currencyNames.of(currency)}
            </MenuItem>
          ))}
        </FormTextField>
        <BudgetAmountField control={control} />
      </Box>
    </Stack>
  );
}

export function NotesField({ control }: { control: Control<TripFormValues> }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name="notes"
      label={t('trips.form.notes')}
      placeholder={t('trips.form.notesPlaceholder')}
      multiline
      minRows={3}
      slotProps={{ htmlInput: { maxLength: TRIP_NOTES_MAX } }}
    />
  );
}
