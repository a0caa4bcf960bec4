import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bookingInputSchema,
  bookingSchema,
  calendarDateSchema,
  checklistGroupSchema,
  checklistItemSchema,
  expenseInputSchema,
  expenseSchema,
  flightInputSchema,
  flightSchema,
  importApplyBookingSchema,
  importApplyFlightSchema,
  importApplyResultSchema,
  importApplySchema,
  importApplyTourSchema,
  importPreviewSchema,
  importTextSchema,
  itineraryItemInputSchema,
  itineraryItemSchema,
  itineraryItemUpdateSchema,
  tourInputSchema,
  tourSchema,
  tripListQuerySchema,
  tripSummarySchema,
  type ImportPreview,
  type Language,
  type ScopeNeed,
} from '@trilha/shared';
import type { ErrorDetail } from '../../lib/errors';
import { bodyText, type PageAnswer } from '../../lib/page-cache';
import type { Actor } from '../../plugins/auth';
import type { BookingsService } from '../bookings/bookings';
import type { ChecklistService } from '../checklist/checklist.service';
import type { DaysService } from '../days/days.service';
import type { ExpensesService } from '../expenses/expenses.service';
import type { FlightsService } from '../flights/flights.service';
import type { ImportsService } from '../imports/imports.service';
import type { ItineraryService } from '../itinerary/itinerary.service';
import type { ToursService } from '../tours/tours';
import type { TripsService } from '../trips/trips.service';
import { translateDetail, validationErrorOf } from './mcp.errors';

/** Who calls a tool, in which language its messages are written, and the HTTP request it came in. */
export interface ToolCall {
  actor: Actor;
  language: Language;
  req: FastifyRequest;
}

/**
 * One action of the planner for an agent. `input` is the HTTP route's own body schema (plus the ids the
 * route takes from its path); `run` calls the route's service and answers the route's JSON, as text.
 */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** What a personal token must hold, as tokens.policy.ts gives the matching HTTP route. */
  need: NonNullable<ScopeNeed>;
  input: z.ZodType;
  run(call: ToolCall, args: unknown): Promise<string>;
}

export interface McpToolsDeps {
  trips: TripsService;
  days: DaysService;
  itinerary: ItineraryService;
  flights: FlightsService;
  bookings: BookingsService;
  tours: ToursService;
  expenses: ExpensesService;
  checklist: ChecklistService;
  imports: ImportsService;
  /** The hourly allowance of import previews per person, counted as the HTTP route counts it. */
  importAllowance: (req: FastifyRequest) => Promise<void>;
}

/** Keeps each tool's `run` typed by its own input schema while the list holds them all alike. */
function tool<S extends z.ZodType>(definition: {
  name: string;
  title: string;
  description: string;
  need: NonNullable<ScopeNeed>;
  input: S;
  run: (call: ToolCall, args: z.output<S>) => Promise<string>;
}): McpTool {
  return definition as McpTool;
}

/** The JSON a route with this response schema sends: fastify-type-provider-zod encodes it so too. */
const json = <S extends z.ZodType>(schema: S, value: z.output<S>) => JSON.stringify(z.encode(schema, value));

/** A page (lib/page-cache.ts) asked for without If-None-Match always has its body. */
const bodyOf = (page: PageAnswer) => (page.body === null ? 'null' : bodyText(page.body));

const READ_TRIPS = { area: 'trips', access: 'read' } as const;
const WRITE_TRIPS = { area: 'trips', access: 'write' } as const;

const id = (description: string) =>
  z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).describe(description);
const tripId = id('The trip’s `_id`, as list_trips answers it.');
const onTrip = { tripId };

/**
 * The apply body of an import's preview: its items as found, each checked first as apply checks it, so
 * that an incomplete one is left out (with its problems) rather than refusing the others with it.
 */
function importBodyOf(preview: ImportPreview) {
  const leftOut: LeftOut[] = [];
  const complete = <T extends { ref: string }>(kind: LeftOut['kind'], schema: z.ZodType, items: T[]) =>
    items.filter((item) => {
      const result = schema.safeParse(item);
      if (!result.success)
        leftOut.push({ kind, ref: item.ref, details: validationErrorOf(result.error).details! });
      return result.success;
    });
  const body = importApplySchema.safeParse({
    flights: complete('flight', importApplyFlightSchema, preview.flights),
    bookings: complete('booking', importApplyBookingSchema, preview.bookings),
    tours: complete('tour', importApplyTourSchema, preview.tours),
  });
  if (!body.success) throw validationErrorOf(body.error);
  return { body: body.data, leftOut };
}

interface LeftOut {
  kind: 'flight' | 'booking' | 'tour';
  ref: string;
  details: ErrorDetail[];
}

/**
 * The planner's main actions (issue 36): each goes through the same service, and so the same trip
 * policy, as its HTTP route, and answers what the route answers.
 */
export function mcpTools(deps: McpToolsDeps): McpTool[] {
  const { trips, days, itinerary, flights, bookings, tours, expenses, checklist, imports } = deps;
  return [
    tool({
      name: 'list_trips',
      title: 'List trips',
      description:
        'The trips the user owns or that are shared with them, soonest first, each with its `_id` (the ' +
        '`tripId` of every other tool), title, dates, destination and the user’s role (`owner`, `admin`, ' +
        '`viewer`: a viewer can only read). `when` narrows to upcoming or past trips, `q` searches titles and ' +
        'destinations; `nextCursor`, when not null, is the `cursor` of the next page.',
      need: READ_TRIPS,
      input: tripListQuerySchema.strict(),
      run: async ({ actor, language }, query) => {
        const page = await trips.list(actor, query, language);
        const listed = JSON.parse(json(z.array(tripSummarySchema), page.trips)) as unknown;
        return JSON.stringify({ trips: listed, nextCursor: page.nextCursor ?? null });
      },
    }),
    tool({
      name: 'get_trip',
      title: 'Read a trip',
      description:
        'Everything in one trip, as its page shows it: dates, destination, people it is shared with, ' +
        'itinerary by day, flights, stays (`bookings`), tours, checklist, tips, contacts and the expense ' +
        'summary.',
      need: READ_TRIPS,
      input: z.object(onTrip).strict(),
      run: async ({ actor, language }, args) => bodyOf(await trips.detailPage(actor, args.tripId, language)),
    }),
    tool({
      name: 'get_day',
      title: 'Read a day of a trip',
      description:
        'One date of a trip in time order: its itinerary places, flights (departure and arrival legs), ' +
        'check-ins, check-outs and nights of stays, and tours, plus what was spent that day. ' +
        '`previousDate` and `nextDate` are the neighbouring days within the trip.',
      need: READ_TRIPS,
      input: z.object({ ...onTrip, date: calendarDateSchema.describe('The day, `YYYY-MM-DD`.') }).strict(),
      run: async ({ actor }, args) => bodyOf(await days.day(actor, args.tripId, args.date)),
    }),
    tool({
      name: 'add_itinerary_place',
      title: 'Add a place to the itinerary',
      description:
        'Adds a place to visit on a day of the trip (within its dates), in a part of the day ' +
        '(`timeOfDay`) and optionally at a local time `HH:mm`; it goes last among that day’s places. ' +
        'Answers the new item with its `_id`.',
      need: WRITE_TRIPS,
      input: itineraryItemInputSchema.safeExtend(onTrip),
      run: async ({ actor }, { tripId, ...place }) =>
        json(itineraryItemSchema, await itinerary.create(actor, tripId, place)),
    }),
    tool({
      name: 'move_itinerary_place',
      title: 'Move an itinerary place',
      description:
        'Moves an itinerary item (its `_id` from get_trip’s itinerary or get_day) to another `date` of the ' +
        'trip and/or to a `position` among that day’s places (0 = first; without it, last). `timeOfDay` ' +
        'puts it in another part of the day; `time: null` clears its time so it can sit anywhere (a place ' +
        'with a time stays in time order). Answers the item as it now is.',
      need: WRITE_TRIPS,
      input: itineraryItemUpdateSchema
        .pick({ date: true, position: true, timeOfDay: true, time: true })
        .safeExtend({ ...onTrip, itemId: id('The itinerary item’s `_id`.') }),
      run: async ({ actor }, { tripId, itemId, ...move }) =>
        json(itineraryItemSchema, await itinerary.update(actor, tripId, itemId, move)),
    }),
    tool({
      name: 'add_flight',
      title: 'Add a flight',
      description:
        'Adds a flight: airline, flight number (`LA3456`), departure and arrival airports (IATA codes) with ' +
        'their local times `YYYY-MM-DDTHH:mm`, and optionally the confirmation code, passengers, baggage, ' +
        'status and price. Answers the flight with its airports’ names, time zones and duration.',
      need: WRITE_TRIPS,
      input: flightInputSchema.safeExtend(onTrip),
      run: async ({ actor }, { tripId, ...flight }) =>
        json(flightSchema, await flights.create(actor, tripId, flight)),
    }),
    tool({
      name: 'add_stay',
      title: 'Add a stay',
      description:
        'Adds a stay (hotel, apartment…): its name, check-in and check-out dates `YYYY-MM-DD` (check-out ' +
        'after check-in), and optionally address, coordinates, booking link, confirmation number, notes, ' +
        'price and whether it is booked. It shows in get_trip’s `bookings`.',
      need: WRITE_TRIPS,
      input: bookingInputSchema.safeExtend(onTrip),
      run: async ({ actor }, { tripId, ...stay }) =>
        json(bookingSchema, await bookings.create(actor, tripId, stay)),
    }),
    tool({
      name: 'add_tour',
      title: 'Add a tour',
      description:
        'Adds a tour, event or reservation on a date of the trip, optionally at a local time `HH:mm`, with ' +
        'its location, coordinates, price, booking link, notes and whether it is booked.',
      need: WRITE_TRIPS,
      input: tourInputSchema.safeExtend(onTrip),
      run: async ({ actor }, { tripId, ...tour }) =>
        json(tourSchema, await tours.create(actor, tripId, tour)),
    }),
    tool({
      name: 'add_expense',
      title: 'Add an expense',
      description:
        'Records what someone paid for the group (or, with `kind: settlement`, a payment between two ' +
        'people): description, amount and currency, category, date, who paid (`paidBy`) and who shares it ' +
        '(`participants`, split as `division` says). The people are the trip’s participants: their ' +
        '`participantId`s are in get_balances’ `byParticipant`. In another currency than the trip’s, the ' +
        'reference rate of the date is used unless `rate` is given. Answers the expense as saved.',
      need: { area: 'expenses', access: 'write' },
      input: expenseInputSchema.safeExtend(onTrip),
      run: async ({ actor }, { tripId, ...expense }) =>
        json(expenseSchema, await expenses.create(actor, tripId, expense)),
    }),
    tool({
      name: 'get_balances',
      title: 'Read spending and balances',
      description:
        'The trip’s spending in its currency: total, by category, by day and by participant (paid, owes, ' +
        'balance: positive is owed to them), the settlements that would square everyone up, the budget, ' +
        'and booked items whose price has no expense yet (planned).',
      need: { area: 'expenses', access: 'read' },
      input: z.object(onTrip).strict(),
      run: async ({ actor }, args) => bodyOf(await expenses.summary(actor, args.tripId)),
    }),
    tool({
      name: 'list_checklist',
      title: 'Read the checklist',
      description: 'The trip’s checklist: groups of items, each with its `_id`, text and whether it is done.',
      need: READ_TRIPS,
      input: z.object(onTrip).strict(),
      run: async ({ actor }, args) =>
        json(z.array(checklistGroupSchema), await checklist.list(actor, args.tripId)),
    }),
    tool({
      name: 'tick_checklist_item',
      title: 'Tick a checklist item',
      description:
        'Marks a checklist item done (or, with `done: false`, not done). The group’s and the item’s ' +
        '`_id`s come from list_checklist.',
      need: WRITE_TRIPS,
      input: z
        .object({
          ...onTrip,
          groupId: id('The checklist group’s `_id`.'),
          itemId: id('The checklist item’s `_id`.'),
          done: z.boolean({ error: 'validation.invalid' }).default(true),
        })
        .strict(),
      run: async ({ actor }, { tripId, groupId, itemId, done }) =>
        json(checklistItemSchema, await checklist.updateItem(actor, tripId, groupId, itemId, { done })),
    }),
    tool({
      name: 'import_booking_text',
      title: 'Import a booking from text',
      description:
        'Reads a pasted booking confirmation (an e-mail’s text) and adds the flights, stays and tours found ' +
        'in it to the trip, as the app’s import does. Items the trip already has are skipped (`skipped`); ' +
        'items missing something the trip needs are left out (`leftOut`, with what is missing: add them ' +
        'with add_flight, add_stay or add_tour). With `previewOnly: true` nothing is added: the answer is ' +
        'what was found (`preview`).',
      need: WRITE_TRIPS,
      input: z
        .object({
          ...onTrip,
          text: importTextSchema.shape.text.describe('The confirmation’s text, as pasted.'),
          previewOnly: z.boolean({ error: 'validation.invalid' }).default(false),
        })
        .strict(),
      run: async ({ actor, language, req }, { tripId, text, previewOnly }) => {
        await deps.importAllowance(req);
        const read = async () => ({ fileName: undefined, data: Buffer.from(text, 'utf8'), pasted: true });
        const preview = await imports.preview(actor, tripId, read, language);
        const previewJson = JSON.parse(json(importPreviewSchema, preview)) as unknown;
        if (previewOnly) return JSON.stringify({ preview: previewJson, applied: null, leftOut: [] });
        const { body, leftOut } = importBodyOf(preview);
        const found = body.flights.length + body.bookings.length + body.tours.length;
        const applied = found
          ? (JSON.parse(
              json(importApplyResultSchema, await imports.apply(actor, tripId, preview._id, body)),
            ) as unknown)
          : null;
        return JSON.stringify({ preview: previewJson, applied, leftOut: translated(leftOut, language) });
      },
    }),
  ];
}

/** The left-out items' problems, in the caller's language like every other message. */
const translated = (leftOut: LeftOut[], language: Language): LeftOut[] =>
  leftOut.map((item) => ({
    ...item,
    details: item.details.map((detail) => translateDetail(detail, language)),
  }));
