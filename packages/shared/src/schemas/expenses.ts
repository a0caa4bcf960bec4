import { z } from 'zod';
import {
  DIVISIONS,
  EXPENSE_CATEGORIES,
  EXPENSE_KINDS,
  EXPENSE_LINES_MAX,
  EXPENSE_PARTICIPANTS_MAX,
  EXPENSE_SOURCE_KINDS,
  GUEST_NAME_MAX,
  SPLIT_PRESET_NAME_MAX,
  SPLIT_PRESET_WEIGHT_MAX,
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

const participantIdSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' });

/** One of several people who paid an expense, and how much of it. */
const payerInput = z.object({ participantId: participantIdSchema, amount: amountSchema }).strict();

/** A line of an itemised receipt: its amount split equally among its people. */
const lineInput = z
  .object({
    description: requiredText(PLAN_TEXT_MAX),
    amount: amountSchema,
    participants: z
      .array(participantIdSchema)
      .min(1, { error: 'validation.chooseParticipants' })
      .max(EXPENSE_PARTICIPANTS_MAX, { error: 'validation.tooMany' }),
  })
  .strict();

const ZERO = '0.00';

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
    /** The one who paid; with `payers`, it may be left out and is the first of them. */
    paidBy: participantIdSchema.optional(),
    /**
     * When several people paid (issue 35): at least two, each once, adding up to the amount. Empty or
     * absent: `paidBy` paid it all.
     */
    payers: z.array(payerInput).max(EXPENSE_PARTICIPANTS_MAX, { error: 'validation.tooMany' }).optional(),
    division: z.enum(DIVISIONS, { error: 'validation.invalidChoice' }),
    /** Who shares it (with their share for `unequal`); for `itemised` the server fills it from the lines. */
    participants: z
      .array(shareInput)
      .max(EXPENSE_PARTICIPANTS_MAX, { error: 'validation.tooMany' })
      .default([]),
    /** `itemised` only: the receipt's lines; the amount is their sum plus tax and tip. */
    lines: z.array(lineInput).max(EXPENSE_LINES_MAX, { error: 'validation.tooMany' }).optional(),
    tax: amountSchema.optional(),
    tip: amountSchema.optional(),
    /** Needed when the currency is not the trip's; the server fills it from reference rates if it can. */
    rate: rateSchema.nullable().optional(),
    source: expenseSourceSchema.nullable().optional(),
  })
  .strict()
  .superRefine((expense, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const ids = expense.participants.map((share) => share.participantId);
    if (new Set(ids).size !== ids.length) issue(['participants'], 'validation.duplicateParticipant');
    if (expense.amount === '0.00' && expense.kind === 'expense')
      issue(['amount'], 'validation.amountPositive');
    if (expense.division !== 'itemised' && ids.length === 0)
      issue(['participants'], 'validation.chooseParticipants');
    if (expense.division === 'unequal') {
      const typed = expense.participants.every((share) => share.share !== undefined);
      const total = typed ? expense.participants.reduce((acc, share) => acc + cents(share.share!), 0) : -1;
      if (total !== cents(expense.amount)) issue(['participants'], 'validation.sharesMustAddUp');
    }
    checkPayers(expense, issue);
    checkReceipt(expense, issue);
    if (expense.kind === 'settlement' && expense.source) issue(['source'], 'validation.invalidChoice');
    const payer = expense.paidBy ?? expense.payers?.[0]?.participantId;
    if (expense.kind === 'settlement' && (ids.length !== 1 || ids[0] === payer))
      issue(['participants'], 'validation.settlementPeople');
  });

type Issue = (path: (string | number)[], message: string) => void;
type RawInput = {
  kind: string;
  amount: string;
  paidBy?: string;
  payers?: { participantId: string; amount: string }[];
  division: string;
  lines?: { amount: string }[];
  tax?: string;
  tip?: string;
};

/** One payer (`paidBy`) or at least two distinct ones adding up to the amount; a settlement has one. */
function checkPayers(expense: RawInput, issue: Issue) {
  const payers = expense.payers ?? [];
  if (payers.length === 0) {
    if (!expense.paidBy) issue(['paidBy'], 'validation.required');
    return;
  }
  if (expense.kind === 'settlement') return issue(['payers'], 'validation.settlementOnePayer');
  if (payers.length < 2) return issue(['payers'], 'validation.payersAtLeastTwo');
  if (new Set(payers.map((payer) => payer.participantId)).size !== payers.length)
    issue(['payers'], 'validation.duplicateParticipant');
  if (payers.reduce((acc, payer) => acc + cents(payer.amount), 0) !== cents(expense.amount))
    issue(['payers'], 'validation.payersMustAddUp');
  if (expense.paidBy && expense.paidBy !== payers[0]!.participantId)
    issue(['paidBy'], 'validation.paidByFirstPayer');
}

/** An itemised receipt has lines adding up, with tax and tip, to the amount; no other division has lines. */
function checkReceipt(expense: RawInput, issue: Issue) {
  const lines = expense.lines ?? [];
  const extras = cents(expense.tax ?? ZERO) + cents(expense.tip ?? ZERO);
  if (expense.division !== 'itemised') {
    if (lines.length > 0 || extras > 0) issue(['lines'], 'validation.linesOnlyItemised');
    return;
  }
  if (expense.kind === 'settlement') return issue(['division'], 'validation.invalidChoice');
  if (lines.length === 0) return issue(['lines'], 'validation.linesRequired');
  const total = lines.reduce((acc, line) => acc + cents(line.amount), 0) + extras;
  if (total !== cents(expense.amount)) issue(['lines'], 'validation.linesMustAddUp');
}

export type ExpenseInput = z.input<typeof expenseInputSchema>;

/** Who a valid expense's `paidBy` column holds: the one payer, or the first of several. */
export function firstPayerOf(expense: { paidBy?: string; payers?: { participantId: string }[] }): string {
  return expense.payers?.[0]?.participantId ?? expense.paidBy!;
}

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
  /** The one who paid, or the first of `payers`. */
  paidBy: z.string(),
  /** Several people who paid, with what each paid (adding up to the amount); empty: `paidBy` paid it all. */
  payers: z.array(z.object({ participantId: z.string(), amount: z.number() })),
  division: z.enum(DIVISIONS),
  /** Each person's share in the expense's currency; they add up to the amount exactly. */
  participants: z.array(z.object({ participantId: z.string(), share: z.number() })),
  /** An itemised receipt's lines, each split equally among its people; empty for other divisions. */
  lines: z.array(
    z.object({ description: z.string(), amount: z.number(), participants: z.array(z.string()) }),
  ),
  /** An itemised receipt's tax and tip, spread over its people by their lines' subtotal; 0 otherwise. */
  tax: z.number(),
  tip: z.number(),
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

// ---- Split presets: a trip's saved ways of sharing (issue 35) ----
const presetUnitInput = z
  .object({
    participantIds: z
      .array(participantIdSchema)
      .min(1, { error: 'validation.chooseParticipants' })
      .max(EXPENSE_PARTICIPANTS_MAX, { error: 'validation.tooMany' }),
    /** The unit's part relative to the others'; its people share that part equally. */
    weight: z
      .number({ error: 'validation.presetWeight' })
      .int({ error: 'validation.presetWeight' })
      .min(1, { error: 'validation.presetWeight' })
      .max(SPLIT_PRESET_WEIGHT_MAX, { error: 'validation.presetWeight' }),
  })
  .strict();

export const splitPresetInputSchema = z
  .object({
    name: requiredText(SPLIT_PRESET_NAME_MAX),
    units: z
      .array(presetUnitInput)
      .min(1, { error: 'validation.chooseParticipants' })
      .max(EXPENSE_PARTICIPANTS_MAX, { error: 'validation.tooMany' }),
  })
  .strict()
  .superRefine((preset, ctx) => {
    const ids = preset.units.flatMap((unit) => unit.participantIds);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['units'], message: 'validation.duplicateParticipant' });
  });
export type SplitPresetInput = z.input<typeof splitPresetInputSchema>;
export const splitPresetUpdateSchema = updateSchemaOf(splitPresetInputSchema);

export const splitPresetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Units with a weight each: a couple as one unit of weight 1 beside a friend of weight 1. */
  units: z.array(z.object({ participantIds: z.array(z.string()), weight: z.number() })),
  createdAt: z.string(),
});
export type SplitPreset = z.infer<typeof splitPresetSchema>;

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
