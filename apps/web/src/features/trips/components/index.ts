// The trip core's building blocks for other features' screens (plan cards, form fields, summary parts, date
// and price helpers). Its data is in ../index.ts.

export { FactList, type Fact } from './fact-list';
export { DateFields } from './form/date-fields';
export { NotesField, StyleFields } from './form/style-fields';
export { TRIP_FORM_FIELDS } from './form/trip-form-values';
export { useTripForm } from './form/use-trip-form';
export { WhereFields } from './form/where-fields';
export { TripCard } from './list/trip-card';
export { DeleteButton } from './plan/delete-button';
export { GuestInviteButton } from './sharing/guest-invite-button';
export { ItemFilesSection } from './plan/item-files-section';
export {
  BookedControl,
  DetailLine,
  ExternalLink,
  mapSearchUrl,
  PriceTotals,
  ReservationDetails,
} from './plan/plan-card-parts';
export { PlanQueryStatus } from './plan/plan-query-status';
export { RecordAsExpense, recordAsExpenseUrl } from './plan/record-as-expense';
export {
  SummaryFacts,
  SummaryItemTitle,
  SummaryLine,
  SummaryList,
  SummarySection,
} from './summary/summary-section';
export { TripUnavailable } from './trip-unavailable';
export { useRouteTrip } from './use-route-trip';
export { useTripDateRange } from './use-trip-date-range';
export { formatPrice, priceText } from '../utils/price-text';
export { dateLocale, formatTripDate } from '../utils/trip-dates';
