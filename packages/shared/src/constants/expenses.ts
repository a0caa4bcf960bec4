export const EXPENSE_CATEGORIES = [
  'lodging',
  'food',
  'transportation',
  'entertainment',
  'activities',
  'shopping',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/**
 * `itemised`: a receipt's lines, each to its people, with tax and tip spread over them by subtotal. A
 * split preset fills an `unequal` division: the shares are stored, not the preset (see the schema).
 */
export const DIVISIONS = ['equal', 'unequal', 'itemised'] as const;
export type Division = (typeof DIVISIONS)[number];

/** A settlement records a transfer that clears a debt: it moves balances but is not spending. */
export const EXPENSE_KINDS = ['expense', 'settlement'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export const EXPENSE_PARTICIPANTS_MAX = 50;
export const GUEST_NAME_MAX = 100;
/** An itemised receipt's lines at most. */
export const EXPENSE_LINES_MAX = 100;
export const SPLIT_PRESET_NAME_MAX = 100;
/** A split preset's unit weight: a whole number up to this. */
export const SPLIT_PRESET_WEIGHT_MAX = 1000;
export const SPLIT_PRESETS_MAX = 50;

/** What an expense may pay for: a stay, a tour or a flight of the trip, whose price it then stands for. */
export const EXPENSE_SOURCE_KINDS = ['booking', 'tour', 'flight'] as const;
export type ExpenseSourceKind = (typeof EXPENSE_SOURCE_KINDS)[number];
/** The category an expense made from an item starts in. */
export const SOURCE_CATEGORIES: Record<ExpenseSourceKind, ExpenseCategory> = {
  booking: 'lodging',
  tour: 'activities',
  flight: 'transportation',
};
