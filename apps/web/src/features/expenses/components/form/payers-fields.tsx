import { useEffect } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { Controller, useFormState, useWatch, type Control, type UseFormTrigger } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form-text-field';
import { typedMinor } from '../../utils/expense-money';
import { AmountInput } from './amount-input';
import type { ExpenseFormValues } from './expense-form-values';
import { Remainder } from './remainder';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * Who paid: one person (a choice), or several (issue 35: two people paid one dinner), each with what
 * they paid and what is left to assign of the amount kept in view.
 */
export function PayersFields({
  control,
  trigger,
  choosable,
  nameOf,
}: {
  control: Control<ExpenseFormValues>;
  trigger: UseFormTrigger<ExpenseFormValues>;
  /** Who can be the one payer. */
  choosable: { _id: string; name: string }[];
  nameOf: (participantId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const [several, amount, currency, payers] = useWatch({
    control,
    name: ['severalPayers', 'amount', 'currency', 'payers'],
  });
  const { errors, isSubmitted } = useFormState({ control, name: 'payersTotal' });
  // After a first try, the message about the payers follows the inputs instead of lingering.
  useEffect(() => {
    if (isSubmitted && several) void trigger('payersTotal');
  }, [isSubmitted, trigger, several, amount, currency, payers]);
  const amountMinor = typedMinor(amount, currency);
  const assigned = payers.reduce((sum, row) => sum + (typedMinor(row.amount, currency) ?? 0), 0);
  const message = errors.payersTotal?.message;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {!several && (
        <FormTextField
          control={control}
          name="paidBy"
          select
          label={t('expenses.form.paidBy')}
          sx={{ maxWidth: { sm: 360 } }}
          slotProps={nativeSelect}
        >
          {choosable.map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </FormTextField>
      )}
      <Controller
        control={control}
        name="severalPayers"
        render={({ field }) => (
          <FormControlLabel
            label={t('expenses.form.severalPayers')}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      {several && (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" color="text.secondary" sx={{ mb: 1, p: 0 }}>
            {t('expenses.form.whoPaidWhat')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {payers.map((row, index) => (
              <Box component="li" key={row.participantId}>
                <AmountInput
                  control={control}
                  name={`payers.${index}.amount`}
                  label={t('expenses.form.paidByName', { name: nameOf(row.participantId) })}
                  currency={currency}
                />
              </Box>
            ))}
          </Box>
          <Box aria-live="polite" sx={{ mt: 1 }}>
            {amountMinor === null ? (
              <Typography color="text.secondary">{t('expenses.form.enterAmountFirst')}</Typography>
            ) : (
              <Remainder remaining={amountMinor - assigned} currency={currency} />
            )}
          </Box>
          {message && (
            <FormHelperText error role="alert" sx={{ mx: 0, fontSize: '0.875rem' }}>
              {i18n.exists(message) ? t(message) : message}
            </FormHelperText>
          )}
        </Box>
      )}
    </Box>
  );
}
