/**
 * Arithmetic on calendar dates (`YYYY-MM-DD`). Dates are read at UTC midnight so a day is always
 * 24 hours, whatever the machine's time zone and its daylight-saving changes.
 */
const DAY_MS = 86_400_000;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => toDate(toTime(date) + days * DAY_MS);

/**
 * The date as a count of days since 1970-01-01: the differences of two are `daysBetween` them, for code
 * that compares one date with many (reading each date once).
 */
export const dayNumber = (date: string): number => Math.round(toTime(date) / DAY_MS);

/** Whole days from `start` to `end`: 0 for the same date, negative when `end` comes first. */
export const daysBetween = (start: string, end: string): number =>
  Math.round((toTime(end) - toTime(start)) / DAY_MS);

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let time = toTime(start); time <= toTime(end); time += DAY_MS) dates.push(toDate(time));
  return dates;
}
