import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlanDay } from '../../utils/plan-days';

/** The day the map starts on: today during the trip, else the first day with something on it. */
function firstDay(days: PlanDay[]): string | undefined {
  const today = new Date().toISOString().slice(0, 10);
  const inTrip = days.filter((day) => !day.outsideTrip);
  return (
    inTrip.find((day) => day.date === today)?.date ??
    inTrip.find((day) => day.entries.length > 0)?.date ??
    days[0]?.date
  );
}

/**
 * The day the traveller is looking at: the one chosen, or the first day section in the upper part of
 * the screen while the list scrolls (sections carry `data-plan-date`).
 */
export function useFocusedDay(days: PlanDay[], list: RefObject<HTMLElement | null>, followScroll: boolean) {
  const [chosen, setChosen] = useState<string | undefined>();
  const visible = useRef(new Set<string>());
  const dates = days.map((day) => day.date).join(',');

  useEffect(() => {
    const root = list.current;
    if (!followScroll || !root || typeof IntersectionObserver === 'undefined') return;
    const seen = visible.current;
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          const date = (change.target as HTMLElement).dataset.planDate!;
          if (change.isIntersecting) seen.add(date);
          else seen.delete(date);
        }
        const first = dates.split(',').find((date) => seen.has(date));
        if (first) setChosen(first);
      },
      // The band from below the app bar to the middle of the screen decides.
      { rootMargin: '-80px 0px -50% 0px' },
    );
    root.querySelectorAll('[data-plan-date]').forEach((section) => observer.observe(section));
    return () => {
      observer.disconnect();
      seen.clear();
    };
  }, [dates, list, followScroll]);

  const focused = chosen && days.some((day) => day.date === chosen) ? chosen : firstDay(days);
  return [focused, setChosen] as const;
}
