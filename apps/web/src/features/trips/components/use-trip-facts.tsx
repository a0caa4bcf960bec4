import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { amountSchema, formatMoney, type Budget } from '@trilha/shared';
import { normalizeAmount } from '../../../components/money-field';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { tripDays } from '../utils/trip-dates';
import { interestLabel, placeLabel } from '../utils/trip-labels';
import type { Fact } from './fact-list';
import { useTripDateRange } from './use-trip-date-range';

export interface TripFactsSource {
  title: string;
  destination: { name: string; country?: string };
  startDate: string;
  endDate: string;
  budget: Budget;
  /** What the travellers mean to spend: the trip's number, or the form's text as typed ("3.000,50"). */
  budgetAmount: number | string | null;
  interests: string[];
  currency: string;
  notes: string;
}

const hasDates = (trip: TripFactsSource) => Boolean(trip.startDate && trip.endDate);

/** The budget amount in the trip's currency; text that is not an amount (yet) shows as typed. */
function budgetAmountText(amount: TripFactsSource['budgetAmount'], currency: string, language: string) {
  if (amount === null || String(amount).trim() === '') return null;
  const parsed = amountSchema.safeParse(
    typeof amount === 'number' ? amount : normalizeAmount(amount, language),
  );
  return parsed.success ? formatMoney(Number(parsed.data), currency, language) : String(amount);
}

/** The trip's fields as displayable facts, shared by the review step, the details tab and the summary. */
export function useTripFacts(trip: TripFactsSource) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const currencyName = new Intl.DisplayNames([i18n.resolvedLanguage ?? language], { type: 'currency' });
  const none = t('trips.facts.none');
  const dateRange = useTripDateRange();
  const fact = (key: string, value: Fact['value'], wide = false): Fact => ({
    key,
    label: t(`trips.facts.${key}`),
    value,
    wide,
  });
  return {
    title: fact('title', trip.title || none),
    destination: fact('destination', trip.destination.name ? placeLabel(trip.destination) : none),
    dates: fact('dates', hasDates(trip) ? dateRange(trip) : none),
    duration: fact(
      'duration',
      hasDates(trip) ? t('trips.dates.days', { count: tripDays(trip.startDate, trip.endDate) }) : none,
    ),
    budget: fact('budget', t(`trips.budget.${trip.budget}`)),
    budgetAmount: {
      key: 'budgetAmount',
      label: t('expenses.budgetField.fact'),
      value: budgetAmountText(trip.budgetAmount, trip.currency, language) ?? none,
      wide: false,
    },
    currency: fact('currency', `${trip.currency} · ${currencyName.of(trip.currency) ?? ''}`),
    interests: fact(
      'interests',
      trip.interests.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
          {trip.interests.map((interest) => (
            <Chip key={interest} size="small" label={interestLabel(t, interest)} />
          ))}
        </Box>
      ) : (
        none
      ),
      true,
    ),
    notes: fact('notes', trip.notes || none, true),
  };
}
