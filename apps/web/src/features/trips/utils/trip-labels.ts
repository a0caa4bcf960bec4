import type { TFunction } from 'i18next';
import { INTERESTS } from '@trilha/shared';

const SUGGESTED: readonly string[] = INTERESTS;

/** Suggested interests are stored as keys and shown translated; the user's own ones as typed. */
export function interestLabel(t: TFunction, interest: string): string {
  return SUGGESTED.includes(interest) ? t(`trips.interests.${interest}`) : interest;
}

export function isSuggestedInterest(interest: string): boolean {
  return SUGGESTED.includes(interest);
}

/** "Lisbon, Portugal" for a picked place; just the name for one typed by hand. */
export function placeLabel(place: { name: string; country?: string }): string {
  return place.country ? `${place.name}, ${place.country}` : place.name;
}
