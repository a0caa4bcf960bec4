import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import type { TripDetail } from '@trilha/shared';
import { withAiPanel } from '../../features/ai/components/with-ai-panel';
import { BookingsTab } from '../../features/bookings/components/bookings-tab';
import { FinancesTab } from '../../features/expenses/components/overview/finances-tab-lazy';
import { FlightsTab } from '../../features/flights/components/flights-tab';
import { TripMapTab } from '../../features/map/trip-map-tab-lazy';
import { PhotosTab } from '../../features/photos/photos-tab-lazy';
import { ToursTab } from '../../features/tours/components/tours-tab';
import { ChecklistTab } from '../../features/trips/components/checklist/checklist-tab';
import { ContactsTab } from '../../features/trips/components/contacts/contacts-tab';
import { DetailsTab } from '../../features/trips/components/details/details-tab';
import { UsersTab } from '../../features/trips/components/details/users-tab';
import type { TripPart, TripSection } from '../../features/trips/components/screen/trip-screen-types';
import { TimelineTab } from '../../features/trips/components/timeline/timeline-tab';
import { TipsTab } from '../../features/trips/components/tips/tips-tab';
import { ItineraryWithMap } from './itinerary-with-map';
import { TripOverview } from './today-travel-leg';
import { TRIP_SECTION_PARTS, type TripPartKey, type TripSectionKey } from './trip-section-keys';
import { useTripItems } from './use-trip-items';

type PartEntry = Omit<TripPart, 'key'>;

/** During the trip its first part is Today; before and after, the overview. */
const overviewLabel = (trip: TripDetail) =>
  trip.timeState === 'in-progress' ? 'trips.today.tab' : 'trips.tabs.overview';

/** The trip core's timeline with the flights, stays and tours their features read. */
function TimelineWithItems({ trip }: { trip: TripDetail }) {
  return <TimelineTab trip={trip} useItems={useTripItems} />;
}

/** Every part of the trip screen; adding a feature's part touches this file and that feature only. */
const PARTS: Record<TripPartKey, PartEntry> = {
  overview: { labelKey: overviewLabel, element: TripOverview, aliases: ['today'] },
  itinerary: { labelKey: 'itinerary.tab', element: withAiPanel('itinerary', ItineraryWithMap) },
  timeline: { labelKey: 'timeline.tab', element: TimelineWithItems },
  map: { labelKey: 'map.tab', element: TripMapTab },
  flights: { labelKey: 'flights.tab', element: FlightsTab },
  bookings: { labelKey: 'bookings.tab', element: BookingsTab },
  tours: { labelKey: 'tours.tab', element: ToursTab },
  finances: { labelKey: 'expenses.tab', element: withAiPanel('cost-estimate', FinancesTab) },
  checklist: { labelKey: 'trips.tabs.checklist', element: withAiPanel('checklist', ChecklistTab) },
  tips: { labelKey: 'trips.tabs.tips', element: withAiPanel('tips', TipsTab) },
  users: { labelKey: 'trips.tabs.users', element: UsersTab },
  contacts: { labelKey: 'trips.tabs.contacts', element: ContactsTab },
  details: { labelKey: 'trips.tabs.details', element: DetailsTab },
  photos: { labelKey: 'photos.tab', element: PhotosTab },
};

const SECTION_LOOK: Record<TripSectionKey, Omit<TripSection, 'key' | 'parts'>> = {
  plan: { labelKey: 'trips.screen.plan', icon: <MapOutlinedIcon /> },
  bookings: { labelKey: 'trips.screen.bookings', icon: <ConfirmationNumberOutlinedIcon /> },
  // One part: the section is named after it ("Finances"), as a second row of one tab says nothing.
  money: { labelKey: 'expenses.tab', icon: <AccountBalanceWalletOutlinedIcon /> },
  lists: { labelKey: 'trips.screen.lists', icon: <ChecklistOutlinedIcon /> },
  more: { labelKey: 'trips.screen.more', icon: <MoreHorizIcon /> },
};

/**
 * The trip screen's sections, in the order of the bottom bar: the plan (overview or today, itinerary,
 * timeline, map), the bookings (flights, stays, tours), the money, the lists (checklist, tips) and the
 * rest (people, contacts, details, photos).
 */
export const TRIP_SECTIONS: readonly TripSection[] = (
  Object.keys(TRIP_SECTION_PARTS) as TripSectionKey[]
).map((key) => ({
  key,
  ...SECTION_LOOK[key],
  parts: TRIP_SECTION_PARTS[key].map((part) => ({ key: part, ...PARTS[part] })),
}));
