import { purple } from '@mui/material/colors';
import FlightOutlinedIcon from '@mui/icons-material/FlightOutlined';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import type { CalendarEvent } from '@trilha/shared';
import { tripColor, type CalendarEventType } from '../utils/calendar-events';

interface EventLook {
  Icon: typeof FlightOutlinedIcon;
  /** The colour of a span's bar and of a timed event's icon. */
  color: string;
  /** Text and icon on the bar. */
  onColor: string;
}

// The same colours as the day view's line: flights blue, stays green, tours purple, places orange.
const LOOKS: Record<Exclude<CalendarEventType, 'trip'>, EventLook> = {
  flight: { Icon: FlightOutlinedIcon, color: 'info.main', onColor: 'info.contrastText' },
  booking: { Icon: HotelOutlinedIcon, color: 'success.main', onColor: 'success.contrastText' },
  tour: { Icon: TourOutlinedIcon, color: purple[600], onColor: '#fff' },
  itinerary: { Icon: PlaceOutlinedIcon, color: 'secondary.main', onColor: 'secondary.contrastText' },
};

/** A trip keeps its own colour, so two trips in one month stay apart; the rest have one per type. */
export function eventLook(event: CalendarEvent): EventLook {
  if (event.type === 'trip')
    return { Icon: LuggageOutlinedIcon, color: tripColor(event.tripId), onColor: '#fff' };
  return LOOKS[event.type];
}

/** The colours of an event drawn as a bar (a span, or an all-day chip): its type's colour, text on it. */
export function barColors(event: CalendarEvent) {
  const { color, onColor } = eventLook(event);
  return { color: onColor, bgcolor: color };
}

/** The type's icon: white on a span's bar, in the type's colour beside a timed event. */
export function EventTypeIcon({ event, onBar = false }: { event: CalendarEvent; onBar?: boolean }) {
  const { Icon, color, onColor } = eventLook(event);
  return <Icon aria-hidden sx={{ flex: 'none', fontSize: '0.9rem', color: onBar ? onColor : color }} />;
}
