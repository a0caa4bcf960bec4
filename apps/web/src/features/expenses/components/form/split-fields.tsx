import { useEffect, useId } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormSetValue,
  type UseFormTrigger,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIVISIONS, formatMoney, fromMinorUnits, splitEqually } from '@trilha/shared';
import { FormTextField } from '../../../../components/form-text-field';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { amountPlaceholder } from '../../../../components/money-field';
import { typedMinor } from '../../utils/expense-money';
import type { ExpenseFormValues } from './expense-form-values';
import { ItemisedFields } from './itemised-fields';
import { PresetFields } from './preset-fields';
import { Remainder } from './remainder';

type ExpenseControl = Control<ExpenseFormValues>;

/**
 * Equal, unequal or itemised (ItemisedFields), and who shares: every person of the trip with a checkbox; equal shows each share as
 * the amount stands (the leftover cents go to the first people), unequal asks each chosen person's part
 * and keeps the remainder in view while typing.
 */
export function SplitFields({
  tripId,
  control,
  trigger,
  setValue,
  nameOf,
  canSavePresets,
}: {
  tripId: string;
  control: ExpenseControl;
  trigger: UseFormTrigger<ExpenseFormValues>;
  setValue: UseFormSetValue<ExpenseFormValues>;
  nameOf: (participantId: string) => string;
  canSavePresets: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const divisionLabel = useId();
  const peopleLabel = useId();
  const [amount, currency, division, people] = useWatch({
    control,
    name: ['amount', 'currency', 'division', 'people'],
  });
  const { errors, isSubmitted } = useFormState({ control, name: 'split' });
  // After a first try, the message about the split follows the inputs instead of lingering.
  useEffect(() => {
    if (isSubmitted) void trigger('split');
  }, [isSubmitted, trigger, amount, currency, division, people]);

  const amountMinor = typedMinor(amount, currency);
  const chosen = people.flatMap((row, index) => (row.included ? [index] : []));
  const equalShares = amountMinor === null ? null : splitEqually(amountMinor, chosen.length);
  const shareOf = new Map(chosen.map((index, position) => [index, equalShares?.[position]]));
  const assigned = chosen.reduce((sum, index) => sum + (typedMinor(people[index]?.share, currency) ?? 0), 0);
  const money = (minor: number) => formatMoney(fromMinorUnits(minor, currency), currency, language);
  const splitMessage = errors.split?.message;

  // Who shares, for the equal and unequal divisions (an itemised receipt says it line by line).
  const sharedBy = (
    <Box component="fieldset" aria-labelledby={peopleLabel} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography id={peopleLabel} component="legend" color="text.secondary" sx={{ mb: 0.5, p: 0 }}>
        {t('expenses.form.sharedBy')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {people.map((row, index) => {
          const name = nameOf(row.participantId);
          const equalShare = shareOf.get(index);
          return (
            <Box
              component="li"
              key={row.participantId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                columnGap: 2,
                minHeight: 48,
              }}
            >
              <Controller
                control={control}
                name={`people.${index}.included`}
                render={({ field }) => (
                  <FormControlLabel
                    sx={{
                      minWidth: 0,
                      mr: 0,
                      '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' },
                    }}
                    label={name}
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
              {row.included && division === 'equal' && equalShare !== undefined && (
                <Typography sx={{ fontWeight: 600 }}>{money(equalShare)}</Typography>
              )}
              {row.included && division === 'unequal' && (
                <FormTextField
                  control={control}
                  name={`people.${index}.share`}
                  label={t('expenses.form.shareOf', { name })}
                  size="small"
                  placeholder={amountPlaceholder(currentLanguage(), currency)}
                  sx={{ width: { xs: '100%', sm: 220 }, mb: 1 }}
                  slotProps={{
                    // The label sits on the border from the start: inside the field a long name ran
                    // into the currency, and the placeholder shows the format before anything is typed.
                    inputLabel: { shrink: true },
                    htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end" sx={{ flexShrink: 0 }}>
                          {currency}
                        </InputAdornment>
                      ),
                    },
                  }}
                />
              )}
            </Box>
          );
        })}
      </Box>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {division === 'unequal' && amountMinor !== null && chosen.length > 0 && (
          <Remainder remaining={amountMinor - assigned} currency={currency} />
        )}
        {division === 'equal' && amountMinor !== null && chosen.length > 0 && (
          <Typography color="text.secondary">
            {t('expenses.form.equalSummary', { count: chosen.length })}
          </Typography>
        )}
        {amountMinor === null && (
          <Typography color="text.secondary">{t('expenses.form.enterAmountFirst')}</Typography>
        )}
      </Box>
      {splitMessage && (
        <FormHelperText error role="alert" sx={{ mx: 0, fontSize: '0.875rem' }}>
          {i18n.exists(splitMessage) ? t(splitMessage) : splitMessage}
        </FormHelperText>
      )}
    </Box>
  );

  return (
    <>
      <FormControl>
        <FormLabel id={divisionLabel}>{t('expenses.form.division')}</FormLabel>
        <Controller
          control={control}
          name="division"
          render={({ field }) => (
            <RadioGroup row aria-labelledby={divisionLabel} {...field}>
              {DIVISIONS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`expenses.divisions.${option}`)}
                />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      {division === 'itemised' ? (
        <ItemisedFields
          control={control}
          trigger={trigger}
          people={people.map((row) => row.participantId)}
          nameOf={nameOf}
        />
      ) : (
        <>
          <PresetFields tripId={tripId} control={control} setValue={setValue} canSave={canSavePresets} />
          {sharedBy}
        </>
      )}
    </>
  );
}
