import { queryOptions } from '@tanstack/react-query';
import type { Expense, ExpenseSummary, Participant, RateAnswer, SplitPreset } from '@trilha/shared';
import { apiClient } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-errors';
import { tripKeys } from '../../trips';

// Everything about a trip's money sits under its detail key, so invalidating the trip refreshes it too
// (a new trip currency or budget changes every converted sum).
export const expenseKeys = {
  all: (tripId: string) => [...tripKeys.detail(tripId), 'expenses'] as const,
  list: (tripId: string) => [...expenseKeys.all(tripId), 'list'] as const,
  detail: (tripId: string, expenseId: string) => [...expenseKeys.all(tripId), 'detail', expenseId] as const,
  summary: (tripId: string) => [...expenseKeys.all(tripId), 'summary'] as const,
  participants: (tripId: string) => [...expenseKeys.all(tripId), 'participants'] as const,
  presets: (tripId: string) => [...expenseKeys.all(tripId), 'split-presets'] as const,
  rate: (tripId: string, currency: string, date: string) =>
    [...expenseKeys.all(tripId), 'rate', currency, date] as const,
};

export const expenseQueries = {
  /** Every expense and settlement of the trip, in date order; the detail screen filters them. */
  list: (tripId: string) =>
    queryOptions({
      queryKey: expenseKeys.list(tripId),
      queryFn: async () => (await apiClient.get<Expense[]>(`/trips/${tripId}/expenses`)).data,
    }),
  detail: (tripId: string, expenseId: string) =>
    queryOptions({
      queryKey: expenseKeys.detail(tripId, expenseId),
      queryFn: async () => (await apiClient.get<Expense>(`/trips/${tripId}/expenses/${expenseId}`)).data,
      retry: (failures, error) => errorStatus(error) !== 404 && failures < 1,
    }),
  summary: (tripId: string) =>
    queryOptions({
      queryKey: expenseKeys.summary(tripId),
      queryFn: async () => (await apiClient.get<ExpenseSummary>(`/trips/${tripId}/expenses/summary`)).data,
    }),
  /** The trip's users and its named guests: who can pay and share. */
  participants: (tripId: string) =>
    queryOptions({
      queryKey: expenseKeys.participants(tripId),
      queryFn: async () => (await apiClient.get<Participant[]>(`/trips/${tripId}/participants`)).data,
    }),
  /** The trip's saved ways of splitting, for the expense form to fill shares from. */
  presets: (tripId: string) =>
    queryOptions({
      queryKey: expenseKeys.presets(tripId),
      queryFn: async () => (await apiClient.get<SplitPreset[]>(`/trips/${tripId}/split-presets`)).data,
    }),
  /** The reference rate of `currency` in the trip's currency on `date`; a 404 means "type it". */
  rate: (tripId: string, currency: string, date: string) =>
    queryOptions({
      queryKey: expenseKeys.rate(tripId, currency, date),
      queryFn: async () =>
        (await apiClient.get<RateAnswer>(`/trips/${tripId}/expenses/rate`, { params: { currency, date } }))
          .data,
      staleTime: Infinity,
      retry: false,
    }),
};
