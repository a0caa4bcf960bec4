import { z } from 'zod';
import {
  DIVISIONS,
  EXPENSE_CATEGORIES,
  EXPENSE_KINDS,
  EXPENSE_PARTICIPANTS_MAX,
  EXPENSE_SOURCE_KINDS,
  GUEST_NAME_MAX,
} from '../constants/expenses';
import { PLAN_TEXT_MAX } from '../constants/plan';
import { amountSchema, isCurrency } from '../money';
import { requiredText } from './common';
import { updateSchemaOf } from './updates';
import { calendarDateSchema } from './trips';

// ---- The people of a trip: its users and named guests ----
export const participantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['user', 'guest']),
  userId: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantInputSchema = z.object({ name: requiredText(GUEST_NAME_MAX) }).strict();

// ---- Expenses ----
/** SPEC.md 5: one message when the amount or the currency is missing. */
const AMOUNT_AND_CURRENCY = 'validation.amountAndCurrency';

/** 1 unit of the expense's currency in the trip's currency: a positive decimal, up to 8 places. */
export const rateSchema = z
  .union([z.number(), z.string()], { error: 'validation.rate' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    if (!/^\d{1,9}(\.\d{1,8})?$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.rate' });
      return z.NEVER;
    }
    return text;
  });

const shareInput = z
  .object({
    participantId: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    /** Only for an unequal division: this person's part of the amount, in the expense's currency. */
    share: amountSchema.optional(),
  })
  .strict();

/**
 * The stay, tour or flight of the trip an expense pays for: the item's price then counts in the trip's
 * spending through this expense only (an item has at most one expense).
 */
export const expenseSourceSchema = z
  .object({
    kind: z.enum(EXPENSE_SOURCE_KINDS, { error: 'validation.invalidChoice' }),
    id: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(64),
  })
  .strict();
export type ExpenseSource = z.infer<typeof expenseSourceSchema>;

const cents = (decimal: string) => {
  const [units = '0', fraction = ''] = decimal.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
};

export const expenseInputSchema = z
  .object({
    kind: z.enum(EXPENSE_KINDS, { error: 'validation.invalidChoice' }).default('expense'),
    description: requiredText(PLAN_TEXT_MAX),
    // An empty field is a missing amount, not a malformed one.
    amount: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.union([z.number(), z.string()], { error: AMOUNT_AND_CURRENCY }).pipe(amountSchema),
    ),
    currency: z
      .string({ error: AMOUNT_AND_CURRENCY })
      .trim()
      .toUpperCase()
      .min(1, { error: AMOUNT_AND_CURRENCY })
      .refine(isCurrency, { error: 'validation.currency' }),
    category: z.enum(EXPENSE_CATEGORIES, { error: 'validation.invalidChoice' }),
    date: calendarDateSchema,
    paidBy: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    division: z.enum(DIVISIONS, { error: 'validation.invalidChoice' }),
    participants: z
      .array(shareInput)
      .min(1, { error: 'validation.chooseParticipants' })
      .max(EXPENSE_PARTICIPANTS_MAX, { error: 'validation.tooMany' }),
    /** Needed when the currency is not the trip's; the server fills it from reference rates if it can. */
    rate: rateSchema.nullable().optional(),
    source: expenseSourceSchema.nullable().optional(),
  })
  .strict()
  .superRefine((expense, ctx) => {
    const ids = expense.participants.map((share) => share.participantId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['participants'], message: 'validation.duplicateParticipant' });
    }
    if (expense.amount === '0.00' && expense.kind === 'expense') {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountPositive' });
    }
    if (expense.division === 'unequal') {
      if (expense.participants.some((share) => share.share === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['participants'], message: 'validation.sharesMustAddUp' });
        return;
      }
      const total = expense.participants.reduce((acc, share) => acc + cents(share.share!), 0);
      if (total !== cents(expense.amount)) {
        ctx.addIssue({ code: 'custom', path: ['participants'], message: 'validation.sharesMustAddUp' });
      }
    }
    if (expense.kind === 'settlement' && expense.source) {
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'validation.invalidChoice' });
    }
    if (expense.kind === 'settlement' && (ids.length !== 1 || ids[0] === expense.paidBy)) {
      ctx.addIssue({ code: 'custom', path: ['participants'], message: 'validation.settlementPeople' });
    }
  });
export type ExpenseInput = z.input<typeof expenseInputSchema>;
/** PUT: any subset, merged with the stored expense and checked whole (shares must still add up). */
export const expenseUpdateSchema = updateSchemaOf(expenseInputSchema);

export const expenseSchema = z.object({
  _id: z.string(),
  kind: z.enum(EXPENSE_KINDS),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  date: z.string(),
  paidBy: z.string(),
  division: z.enum(DIVISIONS),
  /** Each person's share in the expense's currency; they add up to the amount exactly. */
  participants: z.array(z.object({ participantId: z.string(), share: z.number() })),
  /** 1 unit of `currency` in `rateCurrency` (the trip's currency when it was saved); null in the trip's own currency. */
  rate: z.number().nullable(),
  rateCurrency: z.string().nullable(),
  /** The reference-rate date the rate came from; null when the traveller typed it. */
  rateDate: z.string().nullable(),
  /** The stay, tour or flight it pays for; null for an expense of its own. */
  source: expenseSourceSchema.nullable(),
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseListQuerySchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES, { error: 'validation.invalidChoice' }).optional(),
  participantId: z.string().optional(),
  date: calendarDateSchema.optional(),
});

/** Everything in the trip's currency, as decimal amounts. */
export const expenseSummarySchema = z.object({
  currency: z.string(),
  /** Spending only: settlements move balances, they are not spent. */
  total: z.number(),
  /** The trip's budget amount, when the travellers set one. */
  budget: z.number().nullable(),
  byCategory: z.array(z.object({ category: z.enum(EXPENSE_CATEGORIES), amount: z.number() })),
  byDay: z.array(z.object({ date: z.string(), amount: z.number() })),
  byParticipant: z.array(
    z.object({
      participantId: z.string(),
      name: z.string(),
      /** What they paid for the group. */
      paid: z.number(),
      /** Their share of the group's spending. */
      owes: z.number(),
      /** Settlements they paid minus settlements they received. */
      settled: z.number(),
      /** paid − owes + settled: positive is owed to them. The balances add up to zero. */
      balance: z.number(),
    }),
  ),
  settlements: z.array(z.object({ from: z.string(), to: z.string(), amount: z.number() })),
  /** The reference-rate dates the conversions used. */
  rateDates: z.array(z.string()),
  /** Expenses in another currency with no rate to the trip's current currency: left out of the sums. */
  unconverted: z.array(z.string()),
  /**
   * Booked stays, tours and flights with a price and no expense yet: planned costs, counted in `total`
   * and `byCategory` (not in `byDay`, balances or settlements: nobody's payment is recorded yet). An
   * expense made from one takes its place.
   */
  planned: z.number(),
  plannedItems: z.array(
    z.object({
      kind: z.enum(EXPENSE_SOURCE_KINDS),
      id: z.string(),
      name: z.string(),
      /** The check-in, the tour's day, the departure's local day. */
      date: z.string(),
      category: z.enum(EXPENSE_CATEGORIES),
      /** The price as booked, in its own currency. */
      price: z.number(),
      currency: z.string(),
      /** In the trip's currency (the reference rate of `date`); null when there is none, and then not counted. */
      amount: z.number().nullable(),
    }),
  ),
});
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;

export const rateQuerySchema = z.object({
  currency: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .refine(isCurrency, { error: 'validation.currency' }),
  date: calendarDateSchema,
});
export const rateAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.number(),
  rateDate: z.string(),
  source: z.literal('ecb'),
});
export type RateAnswer = z.infer<typeof rateAnswerSchema>;
