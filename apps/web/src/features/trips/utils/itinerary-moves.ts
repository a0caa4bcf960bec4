import { compareMoments, slotInTimeOrder, timeOfDayAt, type DayEntry, type TimeOfDay } from '@trilha/shared';
import { entryDropId, type PlanDay } from './plan-days';

/**
 * What the server is asked to do with an item: `position` 0 is first among its day's places (none:
 * last); `date` moves it there; `timeOfDay` is the part of the day it was dropped in; `time: null`
 * clears its time so it can sit anywhere.
 */
export interface ItineraryMove {
  itemId: string;
  date?: string;
  position?: number;
  timeOfDay?: TimeOfDay;
  time?: null;
}

/** A place with a time dropped out of its time order: not moved; the move it would be without its time. */
export interface TimedRefusal {
  refused: 'timed';
  itemId: string;
  time: string;
  withoutTime: ItineraryMove;
}

const DAY_PREFIX = 'day:';

/** The droppable id of a whole day, so a drop on a day without items (or on its empty space) lands there. */
export function dayDropId(date: string): string {
  return `${DAY_PREFIX}${date}`;
}

function locate(days: PlanDay[], id: string) {
  if (id.startsWith(DAY_PREFIX)) {
    const date = id.slice(DAY_PREFIX.length);
    const day = days.find((candidate) => candidate.date === date);
    return day ? { day, index: undefined } : undefined;
  }
  for (const day of days) {
    const index = day.entries.findIndex((entry) => entryDropId(day.date, entry) === id);
    if (index >= 0) return { day, index };
  }
  return undefined;
}

/** The part of the day an entry stands for; a time in the small hours counts as the morning after it. */
function partOf(entry: DayEntry): TimeOfDay {
  if (entry.time === null) return entry.timeOfDay;
  return entry.time < '05:00' ? 'morning' : timeOfDayAt(entry.time);
}

/** An untimed place takes the part of the day of what it lands after (or, first in the day, before). */
function partWhereLanded(list: DayEntry[], at: number): TimeOfDay | undefined {
  const neighbour = list[at - 1] ?? list[at + 1];
  return neighbour ? partOf(neighbour) : undefined;
}

/** Whether a timed entry at `at` of `list` still reads in time order with its neighbours. */
function inTimeOrderAt(list: DayEntry[], at: number): boolean {
  const [before, moved, after] = [list[at - 1], list[at]!, list[at + 1]];
  return (!before || compareMoments(before, moved) <= 0) && (!after || compareMoments(moved, after) <= 0);
}

/**
 * The move a drop of place `activeId` over `overId` (an entry or a day) means, or null when nothing
 * changes. Within a day it takes the place of the entry it was dropped on; on another day it goes
 * before the entry it was dropped on, or last when dropped on the day itself. An untimed place takes
 * the part of the day where it lands, so a day never reads "afternoon, afternoon, morning"; a timed
 * one cannot leave its time order (it is refused, with the move it would make without its time).
 */
export function moveFromDrop(
  days: PlanDay[],
  activeId: string,
  overId: string | null,
): ItineraryMove | TimedRefusal | null {
  if (!overId || overId === activeId) return null;
  const from = locate(days, activeId);
  const to = locate(days, overId);
  if (!from || from.index === undefined || !to) return null;
  const moving = from.day.entries[from.index]!;
  if (moving.kind !== 'itinerary') return null;
  const sameDay = from.day.date === to.day.date;
  const others = to.day.entries.filter((entry) => entry !== moving);
  const at = to.index ?? others.length;
  if (sameDay && at === from.index) return null;
  const list = [...others.slice(0, at), moving, ...others.slice(at)];
  const position = list.slice(0, at).filter((entry) => entry.kind === 'itinerary').length;
  const move: ItineraryMove = { itemId: activeId, ...(sameDay ? {} : { date: to.day.date }), position };
  const part = partWhereLanded(list, at);
  const item = moving.item;
  if (item.time !== null) {
    // On another day it keeps its time and sits there by it; on its own day it may only swap with
    // what happens at the same moment.
    if (!sameDay || inTimeOrderAt(list, at)) return move;
    return {
      refused: 'timed',
      itemId: item._id,
      time: item.time,
      withoutTime: { ...move, time: null, timeOfDay: part ?? item.timeOfDay },
    };
  }
  return part && part !== item.timeOfDay ? { ...move, timeOfDay: part } : move;
}

/** The ids of a day's places, in their order. */
function placesOn(days: Pick<PlanDay, 'date' | 'items'>[], date: string): string[] {
  return days.find((day) => day.date === date)?.items.map((item) => item._id) ?? [];
}

/**
 * A move made on a plan that shows only some places ("only what I'm on"), placed among all of the
 * day's places: before the shown place it landed before, or right after the last shown one (the
 * places hidden from this person keep their order around it).
 */
export function amongAllPlaces(
  move: ItineraryMove,
  shown: Pick<PlanDay, 'date' | 'items'>[],
  all: Pick<PlanDay, 'date' | 'items'>[],
): ItineraryMove {
  if (move.position === undefined) return move;
  const date = move.date ?? all.find((day) => day.items.some((item) => item._id === move.itemId))?.date;
  if (date === undefined) return move;
  const others = (ids: string[]) => ids.filter((id) => id !== move.itemId);
  const shownPlaces = others(placesOn(shown, date));
  const allPlaces = others(placesOn(all, date));
  const before = shownPlaces[move.position];
  const last = shownPlaces.at(-1);
  const position =
    before !== undefined
      ? allPlaces.indexOf(before)
      : last !== undefined
        ? allPlaces.indexOf(last) + 1
        : allPlaces.length;
  return { ...move, position: Math.max(0, position) };
}

/**
 * The days as they will be after `move`, for the optimistic update, numbered as the server numbers
 * them (shared `slotInTimeOrder`).
 */
export function applyMove<Day extends Pick<PlanDay, 'date' | 'items'>>(
  days: Day[],
  move: ItineraryMove,
): Day[] {
  const source = days.find((day) => day.items.some((item) => item._id === move.itemId));
  const item = source?.items.find((candidate) => candidate._id === move.itemId);
  if (!source || !item) return days;
  const targetDate = move.date ?? source.date;
  return days.map((day) => {
    const others = day.items.filter((candidate) => candidate._id !== move.itemId);
    if (day.date !== targetDate) {
      return others.length === day.items.length ? day : { ...day, items: renumber(others) };
    }
    const moved = {
      ...item,
      date: targetDate,
      timeOfDay: move.timeOfDay ?? item.timeOfDay,
      time: move.time === null ? null : item.time,
    };
    return { ...day, items: renumber(slotInTimeOrder(others, moved, move.position)) };
  });
}

function renumber(items: PlanDay['items']): PlanDay['items'] {
  return items.map((item, position) => (item.position === position ? item : { ...item, position }));
}
