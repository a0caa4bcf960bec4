import { createContext, useContext, type ComponentType } from 'react';
import type { TripDetail } from '@trilha/shared';
import { RequiresServer } from '../../../components/requires-server';

/** Where the import action shows: the trip's header, an empty flights/stays/tours tab, the trip list. */
export type ImportActionPlacement = 'header' | 'empty' | 'list';

export interface ImportActionProps {
  /** The trip to import onto; without one (the trip list) the action proposes a trip itself. */
  trip?: TripDetail;
  placement: ImportActionPlacement;
}

/**
 * The booking import's button, handed in by the app (app/layouts) so the trip screens can show it
 * without importing the import feature, which builds on this trip core.
 */
export const ImportActionContext = createContext<ComponentType<ImportActionProps> | null>(null);

/** The import action for those who may change the trip, when the app provides one. */
export function ImportActionSlot({ trip, placement }: ImportActionProps) {
  const Action = useContext(ImportActionContext);
  if (!Action || (trip && !trip.permissions.canEdit)) return null;
  // Reading a booking needs the server: offline the action is disabled and says why.
  return (
    <RequiresServer group>
      <Action trip={trip} placement={placement} />
    </RequiresServer>
  );
}
