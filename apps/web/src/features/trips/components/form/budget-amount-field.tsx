import { useMemo } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { amountPlaceholder } from '../../../../components/money-field';
import type { TripFormValues } from './trip-form-values';

/** The currency's symbol as the interface language writes it ("R$", "€", "US$"). */
function currencySymbol(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * What the travellers mean to spend in all, in the trip's currency (optional: blank is no budget). The
 * finances tab measures the spending against it.
 */
export function BudgetAmountField({ control }: { control: Control<TripFormValues> }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const currency = useWatch({ control, name: 'currency' });
  const symbol = useMemo(() => currencySymbol(currency, language), [currency, language]);
  const { field, fieldState } = useController({ control, name: 'budgetAmount' });
  const message = fieldState.error?.message;
  return (
    <TextField
      label={t('expenses.budgetField.label')}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ? (i18n.exists(message) ? t(message) : message) : t('expenses.budgetField.help')}
      placeholder={amountPlaceholder(language, currency)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
      }}
    />
  );
}
