import type { TripDetail } from '@trilha/shared';
import { ExpenseOverview } from './expense-overview';

/** The trip's finances, as a tab of the trip screen. */
export function FinancesTab({ trip }: { trip: TripDetail }) {
  return <ExpenseOverview trip={trip} />;
}
