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
import { amountFieldText, normalizeAmount } from '../../../../components/money-field';
import type { ExpenseBody } from '../../api/save-expense';
import { defaultExpenseDate, normalizeRate, rateText } from '../../utils/expense-money';
import { defaultSharesForItem } from '../../../../lib/item-participants';

/** One person of the trip in the form: whether they share the expense and, when unequal, their part. */
export interface ShareRow {
  participantId: string;
  included: boolean;
  share: string;
}

/** One person of the trip as one of several payers: what they paid, as typed. */
export interface PayerRow {
  participantId: string;
  amount: string;
}

/** A line of an itemised receipt, as typed: its people are the participant ids chosen. */
export interface LineRow {
  description: string;
  amount: string;
  participants: string[];
}

/** The form keeps the inputs as typed; the resolver turns them into the contract's body. */
export interface ExpenseFormValues {
  description: string;
  amount: string | null;
  currency: string;
  category: ExpenseCategory;
  date: string;
  paidBy: string;
  /** Paid by several people: then `payers` holds what each paid and `paidBy` is not sent. */
  severalPayers: boolean;
  /** Every person of the trip, in the participants' order; those with an amount are the payers. */
  payers: PayerRow[];
  division: Division;
  /** Every person of the trip, in the participants' order. */
  people: ShareRow[];
  /** An itemised receipt's lines, tax and tip (sent for the itemised division only). */
  lines: LineRow[];
  tax: string;
  tip: string;
  rate: string | null;
  /** The stay, tour or flight this expense pays for; its price then counts through this expense only. */
  source?: ExpenseSource | null;
  /** Holds no value: the messages about the split as a whole (shares not adding up, nobody chosen). */
  split?: null;
  /** Holds no value: the messages about the payers as a whole (not adding up, only one). */
  payersTotal?: null;
  /** Holds no value: the messages about the receipt as a whole (no lines, not adding up). */
  receipt?: null;
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
  'tax',
  'tip',
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
    severalPayers: false,
    payers: participants.map((person) => ({ participantId: person._id, amount: '' })),
    division: 'equal',
    people: participants.map((person) => ({ participantId: person._id, included: true, share: '' })),
    lines: [emptyLine()],
    tax: '',
    tip: '',
    rate: null,
  };
}

/** A receipt's new line: nobody chosen yet. */
export const emptyLine = (): LineRow => ({ description: '', amount: '', participants: [] });

/** An expense as the form shows it; people who left the trip since still keep their share. */
export function expenseValues(expense: Expense, participants: Participant[]): ExpenseFormValues {
  const shares = new Map(expense.participants.map((part) => [part.participantId, part.share]));
  const known = new Set(participants.map((person) => person._id));
  const ids = [
    ...new Set([
      ...participants.map((person) => person._id),
      ...expense.participants.map((part) => part.participantId).filter((id) => !known.has(id)),
      ...expense.payers.map((payer) => payer.participantId).filter((id) => !known.has(id)),
    ]),
  ];
  const paid = new Map(expense.payers.map((payer) => [payer.participantId, payer.amount]));
  const money = (amount: number) => amountFieldText(amount, expense.currency);
  const itemised = expense.division === 'itemised';
  return {
    description: expense.description,
    amount: amountFieldText(expense.amount, expense.currency),
    currency: expense.currency,
    category: expense.category,
    date: expense.date,
    paidBy: expense.paidBy,
    severalPayers: expense.payers.length > 0,
    payers: ids.map((participantId) => {
      const amount = paid.get(participantId);
      return { participantId, amount: amount === undefined ? '' : money(amount) };
    }),
    division: expense.division,
    lines: itemised
      ? expense.lines.map((line) => ({
          ...line,
          amount: money(line.amount),
          participants: [...line.participants],
        }))
      : [emptyLine()],
    tax: itemised && expense.tax > 0 ? money(expense.tax) : '',
    tip: itemised && expense.tip > 0 ? money(expense.tip) : '',
    people: ids.map((participantId) => {
      const share = shares.get(participantId);
      return {
        participantId,
        included: share !== undefined,
        share:
          share !== undefined && expense.division === 'unequal'
            ? amountFieldText(share, expense.currency)
            : '',
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
      stay && {
        name: stay.accommodationName,
        date: stay.checkIn,
        price: stay.price,
        currency: stay.currency,
        participants: stay.participants,
      }
    );
  }
  if (source.kind === 'tour') {
    const tour = trip.tours.find((candidate) => candidate._id === source.id);
    return (
      tour && {
        name: tour.name,
        date: tour.date,
        price: tour.price,
        currency: tour.currency,
        participants: tour.participants,
      }
    );
  }
  const flight = trip.flights.find((candidate) => candidate._id === source.id);
  return (
    flight && {
      name: `${flight.airline} ${flight.flightNumber}`,
      date: flight.departure.time.slice(0, 10),
      price: flight.price,
      currency: flight.currency,
      participants: flight.participants,
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
  const values = newExpenseValues(trip, participants, userId, item.date);
  // Split between the people on the item (issue 35): everyone when it is everyone's.
  const going = new Set(defaultSharesForItem(item, participants));
  return {
    ...values,
    people: values.people.map((row) => ({ ...row, included: going.has(row.participantId) })),
    description: item.name,
    amount: item.price === null ? null : amountFieldText(item.price, item.currency),
    currency: item.currency,
    category: SOURCE_CATEGORIES[source.kind],
    source,
  };
}

/** The payers with an amount typed: the body lists only them, in the form's order. */
const payingRows = (values: ExpenseFormValues) =>
  values.payers.flatMap((row, index) => (normalizeAmount(row.amount) === null ? [] : [index]));

/** Who paid: several people with their amounts, or `paidBy` alone. */
function payersInput(values: ExpenseFormValues) {
  if (!values.severalPayers) return { paidBy: values.paidBy };
  return {
    payers: payingRows(values).map((index) => ({
      participantId: values.payers[index]!.participantId,
      amount: normalizeAmount(values.payers[index]!.amount)!,
    })),
  };
}

/** Who shares: an itemised receipt's lines with tax and tip, or the chosen people. */
function divisionInput(values: ExpenseFormValues) {
  if (values.division === 'itemised') {
    return {
      division: values.division,
      lines: values.lines.map((line) => ({
        description: line.description,
        amount: normalizeAmount(line.amount) ?? '',
        participants: line.participants,
      })),
      tax: normalizeAmount(values.tax) ?? '0',
      tip: normalizeAmount(values.tip) ?? '0',
    };
  }
  return {
    division: values.division,
    participants: values.people
      .filter((row) => row.included)
      .map((row) =>
        values.division === 'unequal'
          ? { participantId: row.participantId, share: normalizeAmount(row.share) ?? '0' }
          : { participantId: row.participantId },
      ),
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
    ...payersInput(values),
    ...divisionInput(values),
    rate: foreign ? normalizeRate(values.rate) : null,
    ...(values.source ? { source: values.source } : {}),
  };
}

/** Where a message about the body's `path` shows in the form. */
function fieldOf(path: PropertyKey[], values: ExpenseFormValues): string {
  const [head, position, leaf] = path;
  const at = typeof position === 'number' ? position : undefined;
  if (head === 'participants') {
    // The body lists only the chosen people; map its positions back to the form's rows.
    const row = at === undefined ? undefined : values.people.flatMap((r, i) => (r.included ? [i] : []))[at];
    return row !== undefined && leaf === 'share' ? `people.${row}.share` : 'split';
  }
  if (head === 'payers') {
    const row = at === undefined ? undefined : payingRows(values)[at];
    return row !== undefined && leaf === 'amount' ? `payers.${row}.amount` : 'payersTotal';
  }
  if (head === 'lines')
    return at !== undefined && leaf !== undefined ? `lines.${at}.${String(leaf)}` : 'receipt';
  return String(head ?? 'split');
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
    const errors: FieldErrors<ExpenseFormValues> = {};
    for (const issue of result.error.issues) {
      // Several payers ticked and no amount typed: nobody paid, said about the payers.
      const noPayer = values.severalPayers && issue.path[0] === 'paidBy';
      const name = noPayer ? 'payersTotal' : fieldOf(issue.path, values);
      const message = noPayer ? 'validation.payersAtLeastTwo' : issue.message;
      if (get(errors, name) === undefined) set(errors, name, { type: issue.code, message });
    }
    return { values: {}, errors };
  };
}
