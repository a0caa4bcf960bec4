import { EXPENSE_CATEGORIES, type Expense, type ExpenseCategory } from '@trilha/shared';

/** The detail list's filters, kept in the URL (`?category=food&participantId=…&date=2026-07-02`). */
export interface ExpenseFilters {
  category: ExpenseCategory | null;
  participantId: string | null;
  date: string | null;
}

export const FILTER_KEYS = ['category', 'participantId', 'date'] as const;

const isCategory = (value: string | null): value is ExpenseCategory =>
  (EXPENSE_CATEGORIES as readonly (string | null)[]).includes(value);

export function readFilters(params: URLSearchParams): ExpenseFilters {
  const category = params.get('category');
  return {
    category: isCategory(category) ? category : null,
    participantId: params.get('participantId') || null,
    date: params.get('date') || null,
  };
}

/**
 * A person filter keeps what they paid (alone or with others) and what they share (a settlement they
 * paid or received too).
 */
export function matchesFilters(expense: Expense, filters: ExpenseFilters): boolean {
  if (filters.category && expense.category !== filters.category) return false;
  if (filters.date && expense.date !== filters.date) return false;
  if (
    filters.participantId &&
    expense.paidBy !== filters.participantId &&
    !expense.payers.some((payer) => payer.participantId === filters.participantId) &&
    !expense.participants.some((part) => part.participantId === filters.participantId)
  ) {
    return false;
  }
  return true;
}
