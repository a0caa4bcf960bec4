import { useEffect } from 'react';
import { Box, Button, Chip, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Controller,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type UseFormTrigger,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EXPENSE_LINES_MAX,
  formatMoney,
  fromMinorUnits,
  PLAN_TEXT_MAX,
  sharesFromReceipt,
} from '@trilha/shared';
import { FormTextField } from '../../../../components/form-text-field';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { typedMinor } from '../../utils/expense-money';
import { AmountInput } from './amount-input';
import { emptyLine, type ExpenseFormValues } from './expense-form-values';
import { Remainder } from './remainder';

type ExpenseControl = Control<ExpenseFormValues>;

/** A line's people: a chip per person of the trip, pressed when they had it. */
function LinePeople({
  control,
  index,
  people,
  nameOf,
}: {
  control: ExpenseControl;
  index: number;
  people: string[];
  nameOf: (participantId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Controller
      control={control}
      name={`lines.${index}.participants`}
      render={({ field, fieldState }) => {
        const toggle = (id: string) =>
          field.onChange(
            field.value.includes(id)
              ? field.value.filter((chosen) => chosen !== id)
              : people.filter((person) => person === id || field.value.includes(person)),
          );
        const message = fieldState.error?.message;
        return (
          <Box>
            <Box
              role="group"
              aria-label={t('expenses.form.linePeople', { number: index + 1 })}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
            >
              {people.map((id) => {
                const chosen = field.value.includes(id);
                return (
                  <Chip
                    key={id}
                    label={nameOf(id)}
                    color={chosen ? 'primary' : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    aria-pressed={chosen}
                    onClick={() => toggle(id)}
                    sx={{ maxWidth: '100%' }}
                  />
                );
              })}
            </Box>
            {message && (
              <FormHelperText error sx={{ mx: 0 }}>
                {i18n.exists(message) ? t(message) : message}
              </FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}

/**
 * An itemised receipt (issue 35): each line with its amount and the people who had it, tax and tip
 * spread over them in proportion, each person's total shown live as the server will count it.
 */
export function ItemisedFields({
  control,
  trigger,
  people,
  nameOf,
}: {
  control: ExpenseControl;
  trigger: UseFormTrigger<ExpenseFormValues>;
  /** Every person of the trip, in order. */
  people: string[];
  nameOf: (participantId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [amount, currency, lines, tax, tip] = useWatch({
    control,
    name: ['amount', 'currency', 'lines', 'tax', 'tip'],
  });
  const { errors, isSubmitted } = useFormState({ control, name: 'receipt' });
  useEffect(() => {
    if (isSubmitted) void trigger('receipt');
  }, [isSubmitted, trigger, amount, currency, lines, tax, tip]);

  const minor = (text: string | null | undefined) => typedMinor(text, currency) ?? 0;
  const amountMinor = typedMinor(amount, currency);
  const receiptMinor = lines.reduce((sum, line) => sum + minor(line.amount), 0) + minor(tax) + minor(tip);
  const totals = sharesFromReceipt(
    lines.map((line) => ({ amount: minor(line.amount), participantIds: line.participants })),
    minor(tax),
    minor(tip),
  );
  const money = (value: number) => formatMoney(fromMinorUnits(value, currency), currency, language);
  const message = errors.receipt?.message;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            aria-label={t('expenses.form.lineNumber', { number: index + 1 })}
            sx={{ display: 'grid', gap: 1, pb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              <FormTextField
                control={control}
                name={`lines.${index}.description`}
                label={t('expenses.form.lineDescription', { number: index + 1 })}
                size="small"
                sx={{ flex: '1 1 200px', minWidth: 0 }}
                slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
              />
              <AmountInput
                control={control}
                name={`lines.${index}.amount`}
                label={t('expenses.form.lineAmount', { number: index + 1 })}
                currency={currency}
                width={160}
              />
              {fields.length > 1 && (
                <IconButton
                  aria-label={t('expenses.form.removeLine', { number: index + 1 })}
                  onClick={() => remove(index)}
                  sx={{ ml: 'auto' }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Box>
            <LinePeople control={control} index={index} people={people} nameOf={nameOf} />
          </Box>
        ))}
      </Stack>
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append(emptyLine())}
          disabled={fields.length >= EXPENSE_LINES_MAX}
        >
          {t('expenses.form.addLine')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <AmountInput
          control={control}
          name="tax"
          label={t('expenses.form.tax')}
          currency={currency}
          width={160}
        />
        <AmountInput
          control={control}
          name="tip"
          label={t('expenses.form.tip')}
          currency={currency}
          width={160}
        />
      </Box>
      <Box aria-live="polite" sx={{ display: 'grid', gap: 0.5 }}>
        {totals.length > 0 && (
          <Box
            component="ul"
            aria-label={t('expenses.form.eachTotal')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {totals.map((person) => (
              <Box
                component="li"
                key={person.participantId}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, minHeight: 32 }}
              >
                <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {nameOf(person.participantId)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{money(person.amount)}</Typography>
              </Box>
            ))}
          </Box>
        )}
        {amountMinor === null ? (
          <Typography color="text.secondary">{t('expenses.form.enterAmountFirst')}</Typography>
        ) : (
          <Remainder remaining={amountMinor - receiptMinor} currency={currency} />
        )}
      </Box>
      {message && (
        <FormHelperText error role="alert" sx={{ mx: 0, fontSize: '0.875rem' }}>
          {i18n.exists(message) ? t(message) : message}
        </FormHelperText>
      )}
    </Box>
  );
}
