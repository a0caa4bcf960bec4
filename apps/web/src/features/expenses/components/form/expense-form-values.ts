import { get, set, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import {
  expenseInputSchema,
  expenseSourceSchema,
  SOURCE_CATEGORIES,
  type Division,
  type Expense,
  type ExpenseCategory,
  type ExpenseKind,
  type ExpenseSource,
  type Participant,
  type TripDetail,
} from '@trilha/shared';
import { normalizeAmount } from '../../../../components/money-field';
import type { ExpenseBody } from '../../api/save-expense';
import { amountText, defaultExpenseDate, normalizeRate, rateText } from '../../utils/expense-money';

/** One person of the trip in the form: whether they share the expense and, when unequal, their part. */
export interface ShareRow {
  participantId: string;
  included: boolean;
  share: string;
}

/** The form keeps the inputs as typed; the resolver turns them into the contract's body. */
export interface ExpenseFormValues {
  description: string;
  amount: string | null;
  currency: string;
  category: ExpenseCategory;
  date: string;
  paidBy: string;
  division: Division;
  /** Every person of the trip, in the participants' order. */
  people: ShareRow[];
  rate: string | null;
  /** The stay, tour or flight this expense pays for; its price then counts through this expense only. */
  source?: ExpenseSource | null;
  /** Holds no value: the messages about the split as a whole (shares not adding up, nobody chosen). */
  split?: null;
}

/** Where the server's validation details may land. */
export const EXPENSE_FORM_FIELDS = [
  'description',
  'amount',
  'currency',
  'category',
  'date',
  'paidBy',
  'division',
  'rate',
] as const satisfies readonly Path<ExpenseFormValues>[];

/** Who pays by default: the signed-in user when they are on the trip, else its first person. */
function defaultPayer(participants: Participant[], userId: string): string {
  return (participants.find((person) => person.userId === userId) ?? participants[0])?._id ?? '';
}

export function newExpenseValues(
  trip: Pick<TripDetail, 'startDate' | 'endDate' | 'currency'>,
  participants: Participant[],
  userId: string,
  date?: string | null,
): ExpenseFormValues {
  return {
    description: '',
    amount: null,
    currency: trip.currency,
    category: 'food',
    date: date ?? defaultExpenseDate(trip),
    paidBy: defaultPayer(participants, userId),
    division: 'equal',
    people: participants.map((person) => ({ participantId: person._id, included: true, share: '' })),
    rate: null,
  };
}

/** An expense as the form shows it; people who left the trip since still keep their share. */
export function expenseValues(expense: Expense, participants: Participant[]): ExpenseFormValues {
  const shares = new Map(expense.participants.map((part) => [part.participantId, part.share]));
  const known = new Set(participants.map((person) => person._id));
  const ids = [
    ...participants.map((person) => person._id),
    ...expense.participants.map((part) => part.participantId).filter((id) => !known.has(id)),
  ];
  return {
    description: expense.description,
    amount: amountText(expense.amount, expense.currency),
    currency: expense.currency,
    category: expense.category,
    date: expense.date,
    paidBy: expense.paidBy,
    division: expense.division,
    people: ids.map((participantId) => {
      const share = shares.get(participantId);
      return {
        participantId,
        included: share !== undefined,
        share:
          share !== undefined && expense.division === 'unequal' ? amountText(share, expense.currency) : '',
      };
    }),
    rate: expense.rate === null ? null : rateText(expense.rate),
    source: expense.source,
  };
}

/** What a stay, tour or flight of the trip says about the expense that pays for it. */
function itemOf(trip: Pick<TripDetail, 'bookings' | 'tours' | 'flights'>, source: ExpenseSource) {
  if (source.kind === 'booking') {
    const stay = trip.bookings.find((booking) => booking._id === source.id);
    return (
      stay && { name: stay.accommodationName, date: stay.checkIn, price: stay.price, currency: stay.currency }
    );
  }
  if (source.kind === 'tour') {
    const tour = trip.tours.find((candidate) => candidate._id === source.id);
    return tour && { name: tour.name, date: tour.date, price: tour.price, currency: tour.currency };
  }
  const flight = trip.flights.find((candidate) => candidate._id === source.id);
  return (
    flight && {
      name: `${flight.airline} ${flight.flightNumber}`,
      date: flight.departure.time.slice(0, 10),
      price: flight.price,
      currency: flight.currency,
    }
  );
}

/** `?from=booking:<id>`: the item an expense is made from, when it is one of the trip's. */
export function parseSource(text: string | null): ExpenseSource | null {
  const [kind, id] = (text ?? '').split(':');
  const parsed = expenseSourceSchema.safeParse({ kind, id });
  return parsed.success ? parsed.data : null;
}

/**
 * A new expense that pays for a stay, tour or flight: its name, price, currency, category and date,
 * split equally among everyone (the traveller adjusts who paid and who shares). Null when the trip has
 * no such item.
 */
export function expenseFromItem(
  trip: Pick<TripDetail, 'startDate' | 'endDate' | 'currency' | 'bookings' | 'tours' | 'flights'>,
  participants: Participant[],
  userId: string,
  source: ExpenseSource,
): ExpenseFormValues | null {
  const item = itemOf(trip, source);
  if (!item) return null;
  return {
    ...newExpenseValues(trip, participants, userId, item.date),
    description: item.name,
    amount: item.price === null ? null : amountText(item.price, item.currency),
    currency: item.currency,
    category: SOURCE_CATEGORIES[source.kind],
    source,
  };
}

/** The body the form stands for, before the shared schema checks it. */
function toInput(values: ExpenseFormValues, tripCurrency: string, kind: ExpenseKind) {
  const foreign = values.currency !== tripCurrency;
  return {
    kind,
    description: values.description,
    amount: normalizeAmount(values.amount),
    currency: values.currency,
    category: values.category,
    date: values.date,
    paidBy: values.paidBy,
    division: values.division,
    participants: values.people
      .filter((row) => row.included)
      .map((row) =>
        values.division === 'unequal'
          ? { participantId: row.participantId, share: normalizeAmount(row.share) ?? '0' }
          : { participantId: row.participantId },
      ),
    rate: foreign ? normalizeRate(values.rate) : null,
    ...(values.source ? { source: values.source } : {}),
  };
}

/** The contract's body for values the resolver accepted. */
export function toBody(values: ExpenseFormValues, tripCurrency: string, kind: ExpenseKind): ExpenseBody {
  return expenseInputSchema.parse(toInput(values, tripCurrency, kind));
}

/**
 * Checks the form with the shared schema, on the body it would send, and puts each message where the
 * user can act on it: a person's share under their share field, the split as a whole above the people.
 */
export function expenseResolver(tripCurrency: string, kind: ExpenseKind): Resolver<ExpenseFormValues> {
  return (values) => {
    const result = expenseInputSchema.safeParse(toInput(values, tripCurrency, kind));
    if (result.success) return { values, errors: {} };
    // The body lists only the chosen people; map its positions back to the form's rows.
    const chosen = values.people.flatMap((row, index) => (row.included ? [index] : []));
    const errors: FieldErrors<ExpenseFormValues> = {};
    for (const issue of result.error.issues) {
      const [head, position, leaf] = issue.path;
      const row = typeof position === 'number' ? chosen[position] : undefined;
      const name =
        head === 'participants'
          ? row !== undefined && leaf === 'share'
            ? `people.${row}.share`
            : 'split'
          : String(head ?? 'split');
      if (get(errors, name) === undefined) set(errors, name, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}
