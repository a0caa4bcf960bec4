import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useController, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { calendarDateSchema, formatMoney, fromMinorUnits, type RateAnswer } from '@trilha/shared';
import { errorMessage, errorStatus } from '../../../../lib/api-errors';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { formatTripDate } from '../../../trips/components';
import { expenseQueries } from '../../api/expense-queries';
import { convertMinor, normalizeRate, rateText, typedMinor } from '../../utils/expense-money';
import type { ExpenseFormValues } from './expense-form-values';

type FormControl = Control<ExpenseFormValues>;

export interface ReferenceRate {
  /** The ECB answer for the chosen currency and date, once there is one. */
  reference: RateAnswer | null;
  /** The server has no reference rate (or could not be asked): the user types the rate. */
  unavailable: boolean;
  /** The failed call, to say why there is no reference rate. */
  error: unknown;
  /** The user typed their own rate, so reference answers no longer overwrite it. */
  typed: boolean;
  setTyped: (typed: boolean) => void;
}

/**
 * Asks for the reference rate whenever the currency or date make the expense foreign, and writes it into
 * the rate field unless the user typed their own. A new currency starts over from its own reference.
 */
export function useReferenceRate(
  control: FormControl,
  setValue: UseFormSetValue<ExpenseFormValues>,
  tripId: string,
  tripCurrency: string,
  initiallyTyped: boolean,
): ReferenceRate {
  const [currency, date] = useWatch({ control, name: ['currency', 'date'] });
  const foreign = Boolean(currency) && currency !== tripCurrency;
  const query = useQuery({
    ...expenseQueries.rate(tripId, currency, date),
    enabled: foreign && calendarDateSchema.safeParse(date).success,
  });
  const [typed, setTyped] = useState(initiallyTyped);
  const previousCurrency = useRef(currency);
  useEffect(() => {
    if (previousCurrency.current === currency) return;
    previousCurrency.current = currency;
    setTyped(false);
    setValue('rate', null);
  }, [currency, setValue]);
  const reference = foreign && query.isSuccess ? query.data : null;
  useEffect(() => {
    if (reference && !typed) setValue('rate', rateText(reference.rate));
  }, [reference, typed, setValue]);
  return { reference, unavailable: foreign && query.isError, error: query.error, typed, setTyped };
}

/** "≈ €92.00 in the trip's currency", as the amount and rate stand. */
function ConvertedAmount({ control, tripCurrency }: { control: FormControl; tripCurrency: string }) {
  const { t } = useTranslation();
  const [amount, currency, rate] = useWatch({ control, name: ['amount', 'currency', 'rate'] });
  const minor = typedMinor(amount, currency);
  const normalized = normalizeRate(rate);
  const converted =
    minor !== null && normalized !== null ? convertMinor(minor, currency, normalized, tripCurrency) : null;
  return (
    <Typography aria-live="polite" sx={{ fontWeight: 600, minHeight: '1.5em' }}>
      {converted !== null
        ? t('expenses.form.converted', {
            amount: formatMoney(fromMinorUnits(converted, tripCurrency), tripCurrency, currentLanguage()),
          })
        : ''}
    </Typography>
  );
}

/**
 * "1 USD = ? EUR": prefilled from the ECB reference rate when the server has one (saying of which date),
 * always editable, and typed by hand when there is none. Shown only for another currency than the trip's.
 */
export function RateField({
  control,
  tripCurrency,
  rate,
}: {
  control: FormControl;
  tripCurrency: string;
  rate: ReferenceRate;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const currency = useWatch({ control, name: 'currency' });
  const { field, fieldState } = useController({ control, name: 'rate' });
  const message = fieldState.error?.message;
  const { reference, typed } = rate;
  const showsReference = reference !== null && !typed;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={t('expenses.form.rate', { from: currency, to: tripCurrency })}
        value={field.value ?? ''}
        onChange={(event) => {
          rate.setTyped(true);
          field.onChange(event.target.value === '' ? null : event.target.value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(message)}
        helperText={message && i18n.exists(message) ? t(message) : message}
        sx={{ maxWidth: { sm: 360 } }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { endAdornment: <InputAdornment position="end">{tripCurrency}</InputAdornment> },
        }}
      />
      {showsReference && (
        <Typography variant="body2" color="text.secondary">
          {t('expenses.form.referenceRate', { date: formatTripDate(reference.rateDate, language) })}
        </Typography>
      )}
      {reference !== null && typed && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('expenses.form.referenceOffer', {
              rate: rateText(reference.rate),
              date: formatTripDate(reference.rateDate, language),
            })}
          </Typography>
          <Button size="small" onClick={() => rate.setTyped(false)}>
            {t('expenses.form.useReference')}
          </Button>
        </Box>
      )}
      {rate.unavailable && (
        <Alert severity="info" variant="outlined">
          {errorStatus(rate.error) === 404
            ? t('errors.RATE_UNAVAILABLE')
            : t('expenses.form.rateFailed', { message: errorMessage(rate.error) })}
        </Alert>
      )}
      <ConvertedAmount control={control} tripCurrency={tripCurrency} />
    </Box>
  );
}
