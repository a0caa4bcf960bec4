import { useEffect } from 'react';

export const APP_NAME = 'Trilha';

/** "Primavera em Lisboa · Trilha": what the tab shows, most specific first; the app's name alone without. */
export function documentTitle(parts: readonly (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part?.trim())), APP_NAME].join(' · ');
}

/**
 * Names the browser tab (and the history entry, and what a screen reader announces on arrival) after
 * the screen shown: its name and, inside a trip, the trip's title.
 */
export function useDocumentTitle(parts: readonly (string | null | undefined)[]): void {
  const title = documentTitle(parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
