import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { Box, Button, Card, CardContent, Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  EXPENSE_CATEGORIES,
  PLAN_TEXT_MAX,
  type Expense,
  type ExpenseSource,
  type Participant,
  type TripDetail,
} from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { useCurrentUser } from '../../../../lib/auth/session';
import { FormDateField } from '../../../../components/date-time-fields';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { FormTextField } from '../../../../components/form-text-field';
import { MoneyField } from '../../../../components/money-field';
import { SubmitButton } from '../../../../components/submit-button';
import { useSaveExpense } from '../../api/save-expense';
import { nameLookup } from '../../utils/expense-labels';
import { rateText } from '../../utils/expense-money';
import {
  EXPENSE_FORM_FIELDS,
  expenseFromItem,
  expenseResolver,
  expenseValues,
  newExpenseValues,
  toBody,
  type ExpenseFormValues,
} from './expense-form-values';
import { RateField, useReferenceRate } from './rate-field';
import { PayersFields } from './payers-fields';
import { SplitFields } from './split-fields';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

interface ExpenseFormProps {
  trip: TripDetail;
  participants: Participant[];
  /** The expense being edited; a new one otherwise. */
  expense?: Expense;
  /** The day a new expense starts on (from the day view); otherwise today within the trip. */
  date?: string | null;
  /** A new expense that pays for this stay, tour or flight, prefilled from it. */
  source?: ExpenseSource | null;
}

/**
 * Adds an expense to the trip or edits one: what, how much in which currency (with its rate to the
 * trip's), when, who paid (one person or several) and who shares how (equally, unequally, from a preset
 * or line by line from a receipt). Saving goes back to the trip's finances.
 */
export function ExpenseForm({ trip, participants, expense, date, source }: ExpenseFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const save = useSaveExpense(trip._id, expense?._id);
  const backTo = `/trips/${trip._id}?tab=finances`;
  const kind = expense?.kind ?? 'expense';
  const resolver = useMemo(() => expenseResolver(trip.currency, kind), [trip.currency, kind]);
  const { control, handleSubmit, setError, setValue, trigger, formState } = useForm<ExpenseFormValues>({
    resolver,
    defaultValues: expense
      ? expenseValues(expense, participants)
      : ((source && expenseFromItem(trip, participants, user._id, source)) ??
        newExpenseValues(trip, participants, user._id, date)),
  });
  const rate = useReferenceRate(
    control,
    setValue,
    trip._id,
    trip.currency,
    expense !== undefined && expense.rate !== null && expense.rateDate === null,
  );
  const currency = useWatch({ control, name: 'currency' });
  const foreign = currency !== trip.currency;
  const nameOf = nameLookup(participants, t('expenses.unknownPerson'));
  // Whoever paid an expense being edited stays choosable, even if they have left the trip since.
  const payers =
    expense && !participants.some((person) => person._id === expense.paidBy)
      ? [...participants, { _id: expense.paidBy, name: nameOf(expense.paidBy) }]
      : participants;

  const onSubmit = handleSubmit((values) => {
    const body = toBody(values, trip.currency, kind);
    const isForeign = body.currency !== trip.currency;
    // The reference rate as prefilled is left to the server, which records the date it is of.
    const keepsReference = rate.reference !== null && body.rate === rateText(rate.reference.rate);
    const sent = isForeign && !keepsReference ? (body.rate ?? null) : null;
    if (isForeign && sent === null && rate.unavailable) {
      setError('rate', { type: 'required', message: 'validation.rateNeeded' }, { shouldFocus: true });
      return;
    }
    return save.mutateAsync({ ...body, rate: sent }).then(
      () => navigate(backTo),
      (error: unknown) => applyServerError(error, setError, { fields: EXPENSE_FORM_FIELDS }),
    );
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
          <FormErrorAlert errors={formState.errors} />
          <FormTextField
            control={control}
            name="description"
            label={t('expenses.form.description')}
            placeholder={t('expenses.form.descriptionPlaceholder')}
            required
            autoFocus={!expense}
            slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
          />
          <MoneyField
            control={control}
            priceName="amount"
            currencyName="currency"
            priceLabel={t('expenses.form.amount')}
            currencyLabel={t('expenses.form.currency')}
          />
          {foreign && <RateField control={control} tripCurrency={trip.currency} rate={rate} />}
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={control}
              name="category"
              select
              label={t('expenses.form.category')}
              slotProps={nativeSelect}
            >
              {EXPENSE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`expenses.categories.${category}`)}
                </option>
              ))}
            </FormTextField>
            <FormDateField control={control} name="date" label={t('expenses.form.date')} required />
          </Box>
          <Divider />
          <PayersFields control={control} trigger={trigger} choosable={payers} nameOf={nameOf} />
          <SplitFields
            tripId={trip._id}
            control={control}
            trigger={trigger}
            setValue={setValue}
            nameOf={nameOf}
            canSavePresets={trip.permissions.canEdit}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={backTo} color="inherit" size="large">
              {t('common.cancel')}
            </Button>
            <SubmitButton pending={save.isPending}>
              {expense ? t('common.save') : t('expenses.add')}
            </SubmitButton>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
