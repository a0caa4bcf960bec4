import {
  expenseInputSchema,
  fromMinorUnits,
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
import type { Database } from '../../db/client';
import { tripParticipants } from '../../db/schema';
import { decodeRows } from '../../db/json-rows';
import { AppError, notFound, ValidationError, type ErrorDetail } from '../../lib/errors';
import { mergeUpdate } from '../../lib/partial-update';
import type { Actor } from '../../plugins/auth';
import { tripsRepository, type Person, type TripRow } from '../trips/trips.repository';
import { readTripParts, type TripPart } from '../trips/trip-parts.repository';
import type { TripsService } from '../trips/trips.service';
import {
  expensesRepository,
  type ExpenseColumns,
  type ExpenseWithShares,
  type ShareValue,
} from './expenses.repository';
import { participantsJson, type ParticipantRow, type ParticipantsService } from './participants';
import type { RatesService } from './rates.service';
import { summarize } from './summary';
import { convertPlanned, type PlannedRow } from './planned-costs';
import type { Rewards } from '../gamification/gamification.service';

type ExpenseInput = z.output<typeof expenseInputSchema>;
type ExpenseChanges = z.output<typeof expenseUpdateSchema>;
type ListQuery = z.output<typeof expenseListQuerySchema>;

export function presentExpense({ expense, shares }: ExpenseWithShares): Expense {
  return {
    _id: expense.id,
    kind: expense.kind,
    description: expense.description,
    amount: fromMinorUnits(expense.amountMinor, expense.currency),
    currency: expense.currency,
    category: expense.category,
    date: expense.date,
    paidBy: expense.paidBy,
    division: expense.division,
    participants: shares.map((share) => ({
      participantId: share.participantId,
      share: fromMinorUnits(share.shareMinor, expense.currency),
    })),
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
 * typed stays while both currencies do; a reference rate is looked up again for the merged date.
 */
function asInput(stored: ExpenseWithShares, changes: ExpenseChanges, trip: TripRow) {
  const expense = presentExpense(stored);
  const typedRate =
    stored.expense.rateDate === null &&
    stored.expense.rateCurrency === trip.currency &&
    (changes.currency ?? expense.currency) === expense.currency;
  return { ...expense, rate: typedRate ? expense.rate : null };
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
  /** The columns of an expense; a reference rate is looked up here, before any transaction opens. */
  async function prepare(
    trip: TripRow,
    input: ExpenseInput,
  ): Promise<{ columns: ExpenseColumns; shares: ShareValue[] }> {
    const amountMinor = toMinorUnits(input.amount, input.currency);
    if (amountMinor === null)
      throw new ValidationError([{ path: 'amount', message: 'validation.currencyDecimals' }]);
    const shares = sharesOf(input, amountMinor);
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
        paidBy: input.paidBy,
        division: input.division,
        ...rate,
        ...sourceColumns(input.source ?? null),
      },
      shares,
    };
  }

  /** The item an expense pays for must be one of the trip's (its own expense: the unique index). */
  async function assertSource(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    tripId: string,
    source: ExpenseSource | null,
  ) {
    if (!source) return;
    const found = await expensesRepository.sourceInTrip(tx, source.kind, tripId, source.id);
    if (!found) throw new ValidationError([{ path: 'source', message: 'validation.unknownItem' }]);
  }

  /** Everyone named must be one of the trip's people. */
  async function assertPeople(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    tripId: string,
    input: ExpenseInput,
  ) {
    const ids = [input.paidBy, ...input.participants.map((share) => share.participantId)];
    const unknown = new Set(await participants.unknown(tx, tripId, ids));
    if (unknown.size === 0) return;
    const problems: ErrorDetail[] = [];
    if (unknown.has(input.paidBy))
      problems.push({ path: 'paidBy', message: 'validation.unknownParticipant' });
    input.participants.forEach((share, index) => {
      if (unknown.has(share.participantId)) {
        problems.push({
          path: `participants.${index}.participantId`,
          message: 'validation.unknownParticipant',
        });
      }
    });
    throw new ValidationError(problems);
  }

  /** Totals and balances of a trip already authorized: its people, participants and expenses in one read. */
  const summaryPart: TripPart<ExpenseSummary> = {
    select: (trip) =>
      expensesRepository.summaryJson(trip.id, tripsRepository.peopleJson(trip), participantsJson(trip.id)),
    async present(value, trip, page) {
      const json = value as {
        people: Person[];
        participants: unknown;
        expenses: unknown;
        planned: PlannedRow[];
      };
      const rows = expensesRepository.decodeList(json.expenses);
      // Everyone an expense points at, as payer or sharer.
      const referenced = new Set(
        rows.flatMap(({ expense, shares }) => [
          expense.paidBy,
          ...shares.map((share) => share.participantId),
        ]),
      );
      const existing = decodeRows(tripParticipants, json.participants) as ParticipantRow[];
      const people = await participants.reconcile(trip, json.people, existing, referenced);
      return summarize({
        currency: trip.currency,
        budgetMinor: trip.budgetMinor,
        expenses: rows,
        people: people.map((person) => ({ id: person.id, name: person.name })),
        planned: await convertPlanned(json.planned, trip.currency, rates, page.volatile),
      });
    },
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

    async create(actor: Actor, tripId: string, input: ExpenseInput): Promise<Expense> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const { columns, shares } = await prepare(trip, input);
      const saved = await db.transaction(async (tx) => {
        await assertPeople(tx, trip.id, input);
        await assertSource(tx, trip.id, input.source ?? null);
        return expensesRepository.insert(tx, trip.id, columns, shares);
      });
      if (saved.expense.kind === 'expense') await rewards.award(actor.id, 'add-expense', saved.expense.id);
      return presentExpense(saved);
    },

    /** Any subset of the fields, merged with the expense as it is: an unequal split must still add up. */
    async update(actor: Actor, tripId: string, expenseId: string, changes: ExpenseChanges): Promise<Expense> {
      const { trip } = await trips.load(actor, tripId, 'update');
      const stored = await expensesRepository.find(db, trip.id, expenseId);
      if (!stored) throw notFound('EXPENSE');
      const input = mergeUpdate(expenseInputSchema, asInput(stored, changes, trip), changes);
      const { columns, shares } = await prepare(trip, input);
      const saved = await db.transaction(async (tx) => {
        await assertPeople(tx, trip.id, input);
        await assertSource(tx, trip.id, input.source ?? null);
        return expensesRepository.replace(tx, trip.id, expenseId, columns, shares);
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
