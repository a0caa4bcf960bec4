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

export const DIVISIONS = ['equal', 'unequal'] as const;
export type Division = (typeof DIVISIONS)[number];

/** A settlement records a transfer that clears a debt: it moves balances but is not spending. */
export const EXPENSE_KINDS = ['expense', 'settlement'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

export const EXPENSE_PARTICIPANTS_MAX = 50;
export const GUEST_NAME_MAX = 100;
