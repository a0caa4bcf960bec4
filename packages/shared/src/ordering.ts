/**
 * Orders machine text (ISO dates and times, ids, codes) by its characters' codes: for such text, the order
 * `localeCompare` gives, without ICU's collator, whose first use holds several MB of collation data in a
 * server's memory for the rest of its life.
 */
export const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
