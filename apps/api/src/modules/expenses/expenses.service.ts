import {
  expenseInputSchema,
  fromMinorUnits,
  firstPayerOf,
  sharesFromReceipt,
  splitEqually,
  toMinorUnits,
  type Expense,
  type expenseListQuerySchema,
  type expenseUpdateSchema,
  type RateAnswer,
  type ExpenseSource,
  type ExpenseSummary,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { expensePayers, expenses, expenseShares, tripParticipants } from '../../db/schema';
import { decodeRows } from '../../db/json-rows';
import { AppError, notFound, ValidationError, violatedConstraint, type ErrorDetail } from '../../lib/errors';
import { mergeUpdate } from '../../lib/partial-update';
import type { Actor } from '../../plugins/auth';
import { tripsRepository, type Person, type TripRow } from '../trips/trips.repository';
import {
  presentSum,
  readTripParts,
  REST_KEY,
  type KeyedSum,
  type TripPart,
} from '../trips/trip-parts.repository';
import type { TripsService } from '../trips/trips.service';
import {
  expensesRepository,
  type ExpenseColumns,
  type ExpenseParts,
  type ExpenseWithShares,
  type LineValue,
  type PayerValue,
  type ShareValue,
} from './expenses.repository';
import { createSplitPresetsService } from './split-presets';
import { participantsJson, stillInTrip, type ParticipantRow, type ParticipantsService } from './participants';
import type { RatesService } from './rates.service';
import { byDateAndId, contributionOf, sumContributions, type Contribution } from './summary';
import { answerOnce, earlierChange } from '../trips/change-keys';
import { convertPlanned, type PlannedCost, type PlannedRow } from './planned-costs';
import type { Rewards } from '../gamification/gamification.service';

type ExpenseInput = z.output<typeof expenseInputSchema>;
type ExpenseChanges = z.output<typeof expenseUpdateSchema>;
type ListQuery = z.output<typeof expenseListQuerySchema>;

export function presentExpense({ expense, shares, payers, lines }: ExpenseWithShares): Expense {
  const money = (minor: number) => fromMinorUnits(minor, expense.currency);
  return {
    _id: expense.id,
    kind: expense.kind,
    description: expense.description,
    amount: fromMinorUnits(expense.amountMinor, expense.currency),
    currency: expense.currency,
    category: expense.category,
    date: expense.date,
    paidBy: expense.paidBy,
    payers: payers.map((payer) => ({ participantId: payer.participantId, amount: money(payer.amountMinor) })),
    division: expense.division,
    participants: shares.map((share) => ({
      participantId: share.participantId,
      share: money(share.shareMinor),
    })),
    lines: lines.map((line) => ({
      description: line.description,
      amount: money(line.amountMinor),
      participants: line.participantIds,
    })),
    tax: money(expense.taxMinor),
    tip: money(expense.tipMinor),
    rate: expense.rate === null ? null : Number(expense.rate),
    rateCurrency: expense.rateCurrency,
    rateDate: expense.rateDate,
    source: sourceOf(expense),
    createdAt: expense.createdAt.toISOString(),
  };
}

function sourceOf(expense: ExpenseWithShares['expense']): ExpenseSource | null {
  if (expense.bookingId) return { kind: 'booking', id: expense.bookingId };
  if (expense.tourId) return { kind: 'tour', id: expense.tourId };
  if (expense.flightId) return { kind: 'flight', id: expense.flightId };
  return null;
}

/** The item an expense pays for, as its columns (at most one is set). */
const sourceColumns = (source: ExpenseSource | null) => ({
  bookingId: source?.kind === 'booking' ? source.id : null,
  tourId: source?.kind === 'tour' ? source.id : null,
  flightId: source?.kind === 'flight' ? source.id : null,
});

/**
 * The stored expense as a client sends it, for a partial update to be merged onto. A rate the traveller
 * typed stays while both currencies do; a reference rate is looked up again for the merged date. Naming
 * one payer drops the stored several, and several drop the stored first one; another division drops
 * the receipt's lines, tax and tip.
 */
function asInput(stored: ExpenseWithShares, changes: ExpenseChanges, trip: TripRow) {
  const { paidBy, payers, lines, tax, tip, ...expense } = presentExpense(stored);
  const typedRate =
    stored.expense.rateDate === null &&
    stored.expense.rateCurrency === trip.currency &&
    (changes.currency ?? expense.currency) === expense.currency;
  const onePayerNamed = changes.paidBy !== undefined && changes.payers === undefined;
  const severalNamed = (changes.payers?.length ?? 0) > 0;
  const receiptDropped = changes.division !== undefined && changes.division !== 'itemised';
  return {
    ...expense,
    rate: typedRate ? expense.rate : null,
    ...(severalNamed ? {} : { paidBy }),
    payers: onePayerNamed ? [] : payers,
    ...(receiptDropped ? {} : { lines, tax, tip }),
  };
}

/** Minor units of an amount the schema accepted, or a problem at `path` when the currency has fewer digits. */
function minorOf(amount: string, currency: string, path: string, problems: ErrorDetail[]): number {
  const minor = toMinorUnits(amount, currency);
  if (minor === null) problems.push({ path, message: 'validation.currencyDecimals' });
  return minor ?? 0;
}

/** Several payers in minor units (they add up to the amount: the schema checked); none for one payer. */
function payersOfInput(input: ExpenseInput): PayerValue[] {
  if (!input.payers?.length) return [];
  const problems: ErrorDetail[] = [];
  const payers = input.payers.map((payer, index) => ({
    participantId: payer.participantId,
    amountMinor: minorOf(payer.amount, input.currency, `payers.${index}.amount`, problems),
  }));
  if (problems.length) throw new ValidationError(problems);
  return payers;
}

/** An itemised receipt in minor units: its lines, tax and tip, and the shares they make. */
function receiptOf(input: ExpenseInput) {
  const problems: ErrorDetail[] = [];
  const lines: LineValue[] = (input.lines ?? []).map((line, index) => ({
    description: line.description,
    amountMinor: minorOf(line.amount, input.currency, `lines.${index}.amount`, problems),
    participantIds: line.participants,
  }));
  const taxMinor = minorOf(input.tax ?? '0.00', input.currency, 'tax', problems);
  const tipMinor = minorOf(input.tip ?? '0.00', input.currency, 'tip', problems);
  if (problems.length) throw new ValidationError(problems);
  const shares = sharesFromReceipt(
    lines.map((line) => ({ amount: line.amountMinor, participantIds: line.participantIds })),
    taxMinor,
    tipMinor,
  ).map((share) => ({ participantId: share.participantId, shareMinor: share.amount }));
  return { lines, taxMinor, tipMinor, shares };
}

/** Each share in minor units: equal splits give leftover cents to the first people, unequal ones must add up. */
function sharesOf(input: ExpenseInput, amountMinor: number): ShareValue[] {
  if (input.division === 'equal') {
    const parts = splitEqually(amountMinor, input.participants.length);
    return input.participants.map((share, index) => ({
      participantId: share.participantId,
      shareMinor: parts[index]!,
    }));
  }
  const problems: ErrorDetail[] = [];
  const shares = input.participants.map((share, index) => {
    const shareMinor = toMinorUnits(share.share!, input.currency);
    if (shareMinor === null)
      problems.push({ path: `participants.${index}.share`, message: 'validation.currencyDecimals' });
    return { participantId: share.participantId, shareMinor: shareMinor ?? 0 };
  });
  if (problems.length) throw new ValidationError(problems);
  if (shares.reduce((sum, share) => sum + share.shareMinor, 0) !== amountMinor) {
    throw new ValidationError([{ path: 'participants', message: 'validation.sharesMustAddUp' }]);
  }
  return shares;
}

/** The summary's rows besides its expenses, as read. */
interface SummaryRows {
  people: Person[];
  participants: unknown;
  planned: PlannedRow[];
}

/** The summary's entry of its rows besides its expenses: its people and its planned costs, converted. */
interface SummaryRest {
  people: Person[];
  participants: ParticipantRow[];
  planned: PlannedCost[];
}

const NO_REST: SummaryRest = { people: [], participants: [], planned: [] };

/** The summary kept by entry: an expense's contribution, or its other rows (under REST_KEY). */
type SummaryEntry = Contribution | SummaryRest;

export function createExpensesService({
  db,
  trips,
  participants,
  rates,
  rewards,
}: {
  db: Database;
  trips: TripsService;
  participants: ParticipantsService;
  rates: RatesService;
  rewards: Rewards;
}) {
  /**
   * The columns of an expense and the shares, payers and lines written with it; a reference rate is
   * looked up here, before any transaction opens.
   */
  async function prepare(
    trip: TripRow,
    input: ExpenseInput,
  ): Promise<{ columns: ExpenseColumns; parts: ExpenseParts }> {
    const amountMinor = toMinorUnits(input.amount, input.currency);
    if (amountMinor === null)
      throw new ValidationError([{ path: 'amount', message: 'validation.currencyDecimals' }]);
    const receipt = input.division === 'itemised' ? receiptOf(input) : undefined;
    const shares = receipt?.shares ?? sharesOf(input, amountMinor);
    const payers = payersOfInput(input);
    let rate: Pick<ExpenseColumns, 'rate' | 'rateCurrency' | 'rateDate'> = {
      rate: null,
      rateCurrency: null,
      rateDate: null,
    };
    if (input.currency !== trip.currency) {
      if (input.rate) {
        rate = { rate: input.rate, rateCurrency: trip.currency, rateDate: null };
      } else {
        const found = await rates.rateFor(input.currency, trip.currency, input.date);
        if (!found) throw new ValidationError([{ path: 'rate', message: 'validation.rateNeeded' }]);
        rate = { rate: String(found.rate), rateCurrency: trip.currency, rateDate: found.rateDate };
      }
    }
    return {
      columns: {
        kind: input.kind,
        description: input.description,
        amountMinor,
        currency: input.currency,
        category: input.category,
        date: input.date,
        paidBy: firstPayerOf(input),
        division: input.division,
        taxMinor: receipt?.taxMinor ?? 0,
        tipMinor: receipt?.tipMinor ?? 0,
        ...rate,
        ...sourceColumns(input.source ?? null),
      },
      parts: { shares, payers, lines: receipt?.lines ?? [] },
    };
  }

  /** The item an expense pays for must be one of the trip's (its own expense: the unique index). */
  async function assertSource(tx: Executor, tripId: string, source: ExpenseSource | null) {
    if (!source) return;
    const found = await expensesRepository.sourceInTrip(tx, source.kind, tripId, source.id);
    if (!found) throw new ValidationError([{ path: 'source', message: 'validation.unknownItem' }]);
  }

  /**
   * A write made after its checks, outside a transaction: a person or an item removed in between fails
   * its foreign key, and is answered as the check would have answered it.
   */
  async function written<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = violatedConstraint(error, '23503');
      if (constraint === undefined) throw error;
      if (/booking|tour|flight/.test(constraint))
        throw new ValidationError([{ path: 'source', message: 'validation.unknownItem' }]);
      if (/participant|paid_by/.test(constraint))
        throw new ValidationError([{ path: 'participants', message: 'validation.unknownParticipant' }]);
      // The trip itself, deleted since it was loaded.
      throw notFound('TRIP');
    }
  }

  /** Everyone named (payers, sharers, the people of each line) must be one of the trip's people. */
  async function assertPeople(tx: Executor, tripId: string, input: ExpenseInput) {
    // Each id with where it was named, for the message to point at.
    const named: [path: string, id: string][] = [
      ...(input.payers?.length
        ? input.payers.map((payer, index): [string, string] => [
            `payers.${index}.participantId`,
            payer.participantId,
          ])
        : [['paidBy', input.paidBy!] as [string, string]]),
      ...(input.division === 'itemised'
        ? (input.lines ?? []).flatMap((line, index) =>
            line.participants.map((id, person): [string, string] => [
              `lines.${index}.participants.${person}`,
              id,
            ]),
          )
        : input.participants.map((share, index): [string, string] => [
            `participants.${index}.participantId`,
            share.participantId,
          ])),
    ];
    const unknown = new Set(await participants.unknown(tx, tripId, [...new Set(named.map(([, id]) => id))]));
    if (unknown.size === 0) return;
    throw new ValidationError(
      named
        .filter(([, id]) => unknown.has(id))
        .map(([path]) => ({ path, message: 'validation.unknownParticipant' })),
    );
  }

  /**
   * Totals and balances of a trip already authorized: its people, participants, expenses and planned
   * costs in one read. Kept expense by expense on the trip's page: a change to one expense reads and
   * converts that one again and sums it with the others' kept contributions.
   */
  const summed: KeyedSum<ExpenseSummary, SummaryEntry> = {
    column: expenses.id,
    alsoStamped: [expenseShares, expensePayers],
    async entries(value, trip, page) {
      const json = value as { expenses: unknown; rest: SummaryRows | null };
      const entries: [string, SummaryEntry][] = expensesRepository
        .decodeSummed(json.expenses)
        .map((row) => [row.expense.id, contributionOf(row, trip.currency)]);
      if (json.rest) {
        const { people, participants: existing, planned } = json.rest;
        const rows = decodeRows(tripParticipants, existing) as ParticipantRow[];
        entries.push([
          REST_KEY,
          {
            people,
            participants: await participants.upToDate(trip, people, rows),
            planned: await convertPlanned(planned, trip.currency, rates, page.volatile),
          },
        ]);
      }
      return entries;
    },
    total(entries, trip) {
      const rest = (entries.get(REST_KEY) as SummaryRest | undefined) ?? NO_REST;
      const contributions = [...entries]
        .filter(([key]) => key !== REST_KEY)
        .map(([, entry]) => entry as Contribution)
        .sort(byDateAndId);
      const referenced = new Set(contributions.flatMap((contribution) => contribution.people));
      const people = stillInTrip(rest.participants, rest.people, referenced);
      return sumContributions({
        currency: trip.currency,
        budgetMinor: trip.budgetMinor,
        contributions,
        people: people.map((person) => ({ id: person.id, name: person.name })),
        planned: rest.planned,
      });
    },
  };
  const summaryPart: TripPart<ExpenseSummary> = {
    select: (trip, changed) =>
      expensesRepository.summaryJson(
        trip.id,
        tripsRepository.peopleJson(trip),
        participantsJson(trip.id),
        changed,
      ),
    present: (value, trip, page) => presentSum(summed, value, trip, page),
    keyed: summed as KeyedSum<ExpenseSummary>,
  };

  const summaryFor = async (trip: TripRow) =>
    (await readTripParts(db, trip, { summary: summaryPart }, 'expense_summary')).summary;

  return {
    async list(actor: Actor, tripId: string, query: ListQuery): Promise<Expense[]> {
      const { trip } = await trips.load(actor, tripId, 'read');
      let rows = await expensesRepository.list(db, trip.id, { category: query.category, date: query.date });
      if (query.participantId) {
        const involved = await expensesRepository.idsInvolving(db, trip.id, query.participantId);
        rows = rows.filter((row) => involved.has(row.expense.id));
      }
      return rows.map(presentExpense);
    },

    async get(actor: Actor, tripId: string, expenseId: string): Promise<Expense> {
      const { trip } = await trips.load(actor, tripId, 'read');
      const found = await expensesRepository.find(db, trip.id, expenseId);
      if (!found) throw notFound('EXPENSE');
      return presentExpense(found);
    },

    /** `key`: the request's Idempotency-Key; sent again, it answers the expense the first sending made. */
    async create(actor: Actor, tripId: string, input: ExpenseInput, key?: string): Promise<Expense> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const { columns, parts } = await prepare(trip, input);
      await assertPeople(db, trip.id, input);
      await assertSource(db, trip.id, input.source ?? null);
      // One statement writes it all, the key's claim with it (no transaction of several round trips).
      const made = await written(() => expensesRepository.create(db, trip.id, columns, parts, key));
      const once = made ? { made } : await earlierChange(db, trip.id, key!, 'expense');
      if ('made' in once && once.made.expense.kind === 'expense')
        await rewards.award(actor.id, 'add-expense', once.made.expense.id);
      return answerOnce('made' in once ? { made: presentExpense(once.made) } : once, async (id) => {
        const found = await expensesRepository.find(db, trip.id, id);
        if (!found) throw notFound('EXPENSE');
        return presentExpense(found);
      });
    },

    /** Any subset of the fields, merged with the expense as it is: an unequal split must still add up. */
    async update(actor: Actor, tripId: string, expenseId: string, changes: ExpenseChanges): Promise<Expense> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const stored = await expensesRepository.find(db, trip.id, expenseId);
      if (!stored) throw notFound('EXPENSE');
      const input = mergeUpdate(expenseInputSchema, asInput(stored, changes, trip), changes);
      const { columns, parts } = await prepare(trip, input);
      const saved = await db.transaction(async (tx) => {
        await assertPeople(tx, trip.id, input);
        await assertSource(tx, trip.id, input.source ?? null);
        return expensesRepository.replace(tx, trip.id, expenseId, columns, parts);
      });
      if (!saved) throw notFound('EXPENSE');
      return presentExpense(saved);
    },

    async remove(actor: Actor, tripId: string, expenseId: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, 'update');
      if (!(await expensesRepository.delete(db, trip.id, expenseId))) throw notFound('EXPENSE');
      await rewards.revoke('add-expense', expenseId);
    },

    /** The summary's page (lib/page-cache.ts); `held`: the caller's If-None-Match. */
    summary: (actor: Actor, tripId: string, held?: string) =>
      trips.page(
        actor,
        tripId,
        {
          statement: 'expense_summary',
          parts: { summary: summaryPart },
          scope: `summary:${tripId}`,
          variant: () => '',
          render: (_trip, _role, parts) => parts.summary,
        },
        held,
      ),

    summaryFor,
    summaryPart,

    /** The trip's split presets (issue 35). */
    presets: createSplitPresetsService({ db, trips, participants }),

    /** The reference rate from `currency` to the trip's on `date`, for the form to offer. */
    async rate(actor: Actor, tripId: string, currency: string, date: string): Promise<RateAnswer> {
      const { trip } = await trips.load(actor, tripId, 'read');
      if (currency === trip.currency)
        return { from: currency, to: currency, rate: 1, rateDate: date, source: 'ecb' };
      const found = await rates.rateFor(currency, trip.currency, date);
      if (!found) throw new AppError(404, 'RATE_UNAVAILABLE');
      return { from: currency, to: trip.currency, ...found, source: 'ecb' };
    },

    /** One day's expenses, as part of the day view's one read. */
    onDatePart: (date: string): TripPart<Expense[]> => ({
      select: (trip) => expensesRepository.listJson(trip.id, { date }),
      present: (value) => expensesRepository.decodeList(value).map(presentExpense),
    }),
  };
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
