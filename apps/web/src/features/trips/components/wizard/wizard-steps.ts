import type { Path } from 'react-hook-form';
import type { TripFormValues } from '../form/trip-form-values';

// 'destination.name', not 'destination': react-hook-form drops a nested error when triggering its parent.
export const WIZARD_STEPS = [
  { key: 'where', fields: ['title', 'destination.name'] },
  { key: 'when', fields: ['startDate', 'endDate'] },
  { key: 'style', fields: ['budget', 'interests', 'currency', 'notes'] },
  { key: 'review', fields: [] },
] as const satisfies readonly { key: string; fields: readonly Path<TripFormValues>[] }[];
