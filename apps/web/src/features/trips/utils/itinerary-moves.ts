import type { ItineraryDay } from '@trilha/shared';

/** What the server is asked to do with an item: `position` 0 is first (none: last); `date` moves it there. */
export interface ItineraryMove {
  itemId: string;
  date?: string;
  position?: number;
}

const DAY_PREFIX = 'day:';

/** The droppable id of a whole day, so a drop on a day without items (or on its empty space) lands there. */
export function dayDropId(date: string): string {
  return `${DAY_PREFIX}${date}`;
}

function locate(days: ItineraryDay[], id: string) {
  if (id.startsWith(DAY_PREFIX)) {
    const date = id.slice(DAY_PREFIX.length);
    const day = days.find((candidate) => candidate.date === date);
    return day ? { date, index: undefined } : undefined;
  }
  for (const day of days) {
    const index = day.items.findIndex((item) => item._id === id);
    if (index >= 0) return { date: day.date, index };
  }
  return undefined;
}

/**
 * The move a drop of item `activeId` over `overId` (an item or a day) means, or null when nothing
 * changes. Within a day the item takes the place of the one it was dropped on; on another day it goes
 * before the item it was dropped on, or last when dropped on the day itself.
 */
export function moveFromDrop(
  days: ItineraryDay[],
  activeId: string,
  overId: string | null,
): ItineraryMove | null {
  if (!overId || overId === activeId) return null;
  const from = locate(days, activeId);
  const to = locate(days, overId);
  if (!from || from.index === undefined || !to) return null;
  const target = days.find((day) => day.date === to.date)!;
  if (from.date === to.date) {
    const position = to.index ?? target.items.length - 1;
    return position === from.index ? null : { itemId: activeId, position };
  }
  return { itemId: activeId, date: to.date, position: to.index ?? target.items.length };
}

/** The days as they will be after `move`, for the optimistic update; positions are renumbered per day. */
export function applyMove(days: ItineraryDay[], move: ItineraryMove): ItineraryDay[] {
  const source = days.find((day) => day.items.some((item) => item._id === move.itemId));
  const item = source?.items.find((candidate) => candidate._id === move.itemId);
  if (!source || !item) return days;
  const targetDate = move.date ?? source.date;
  return days.map((day) => {
    const others = day.items.filter((candidate) => candidate._id !== move.itemId);
    if (day.date !== targetDate) {
      return others.length === day.items.length ? day : { ...day, items: renumber(others) };
    }
    const at = Math.min(move.position ?? others.length, others.length);
    const moved = { ...item, date: targetDate };
    return { ...day, items: renumber([...others.slice(0, at), moved, ...others.slice(at)]) };
  });
}

function renumber(items: ItineraryDay['items']): ItineraryDay['items'] {
  return items.map((item, position) => (item.position === position ? item : { ...item, position }));
}
