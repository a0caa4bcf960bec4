import { ExportMenu } from '../../features/export/components/export-menu';
import {
  DeleteTripButton,
  EditTripButton,
  ImportBookingButton,
  ShareTripButton,
} from '../../features/trips/components/details/trip-actions';
import { CopyTripButton } from '../../features/trips/components/details/copy-trip-dialog';
import type { TripAction } from '../../features/trips/components/screen/trip-screen-types';

/**
 * The trip header's actions, in order: edit, share, import a booking, export, copy, delete. Each decides
 * itself whether the person may use it; on a phone they sit in the header's "More actions" menu.
 */
export const TRIP_ACTIONS: readonly TripAction[] = [
  EditTripButton,
  ShareTripButton,
  ImportBookingButton,
  ExportMenu,
  CopyTripButton,
  DeleteTripButton,
];
