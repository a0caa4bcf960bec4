import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../../lib/i18n/i18n';
import {
  calendarLocale,
  isoDate,
  parseDay,
  shiftPeriod,
  visibleDays,
  type CalendarView,
} from '../utils/calendar-dates';

/**
 * The period on screen lives in the URL (`?view=week&date=2026-07-01`) so a reload, a shared link or the
 * back button shows the same weeks.
 */
export function useCalendarPeriod() {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month';
  const date = parseDay(params.get('date')) ?? new Date();
  const { locale, weekStartsOn } = calendarLocale(currentLanguage());

  const go = (next: { view?: CalendarView; date?: Date }) => {
    const nextView = next.view ?? view;
    setParams(
      { ...(nextView === 'week' ? { view: 'week' } : {}), date: isoDate(next.date ?? date) },
      { replace: false },
    );
  };

  return {
    view,
    date,
    locale,
    weekStartsOn,
    days: visibleDays(view, date, weekStartsOn),
    setView: (nextView: CalendarView) => go({ view: nextView }),
    step: (direction: 1 | -1) => go({ date: shiftPeriod(view, date, direction) }),
    today: () => go({ date: new Date() }),
    show: (day: Date) => go({ date: day }),
  };
}

export type CalendarPeriod = ReturnType<typeof useCalendarPeriod>;
