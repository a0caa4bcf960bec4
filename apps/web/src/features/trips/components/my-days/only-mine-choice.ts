import { useCallback, useSyncExternalStore } from 'react';

/** One key per trip: the choice is the browser's, made again on another device. */
const keyOf = (tripId: string) => `trilha.onlyMine.${tripId}`;
/** Tells the other views of the same trip on this page (plan, Today) that the choice changed. */
const CHANGED = 'trilha:only-mine';

function read(tripId: string): boolean {
  try {
    return localStorage.getItem(keyOf(tripId)) === '1';
  } catch {
    // Storage refused (a private window's quota, a locked-down browser): the default, everything.
    return false;
  }
}

/** Whether the browser kept the choice. */
function write(tripId: string, on: boolean): boolean {
  try {
    if (on) localStorage.setItem(keyOf(tripId), '1');
    else localStorage.removeItem(keyOf(tripId));
    return true;
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  // `storage` brings the choice made in another tab; CHANGED the one made on this page.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** Choices the browser would not keep: they hold on this page until it is left. */
const unsaved = new Map<string, boolean>();

/** "Only what I'm on" for a trip: off until chosen, then remembered in this browser. */
export function useOnlyMineChoice(tripId: string): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => unsaved.get(tripId) ?? read(tripId));
  const set = useCallback(
    (next: boolean) => {
      if (write(tripId, next)) unsaved.delete(tripId);
      else unsaved.set(tripId, next);
      window.dispatchEvent(new Event(CHANGED));
    },
    [tripId],
  );
  return [on, set];
}
