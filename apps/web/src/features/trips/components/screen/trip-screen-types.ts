import type { ComponentType, ReactElement } from 'react';
import type { TripDetail } from '@trilha/shared';

/** One part of the trip screen (the itinerary, the flights…), handed in by the app (app/trip-screen). */
export interface TripPart {
  /** Its `?tab=` key. */
  key: string;
  /** Its label's text key; a function when the label follows the trip (Overview / Today). */
  labelKey: string | ((trip: TripDetail) => string);
  element: ComponentType<{ trip: TripDetail }>;
  /** Other `?tab=` keys that open this part (`today` opens the overview). */
  aliases?: readonly string[];
}

/** A group of parts: one entry of the section navigation (tabs on a desktop, the bottom bar on a phone). */
export interface TripSection {
  key: string;
  labelKey: string;
  icon: ReactElement;
  parts: readonly TripPart[];
}

/** One of the header's actions (edit, share, export…): shown as buttons on a desktop, in a menu on a phone. */
export type TripAction = ComponentType<{ trip: TripDetail }>;
