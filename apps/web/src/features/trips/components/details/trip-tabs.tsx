import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { PanelErrorBoundary } from '../../../../components/panel-error-boundary';
import { withAiPanel } from '../../../ai/components/with-ai-panel';
import { BookingsTab } from '../../../bookings/components/bookings-tab';
import { FinancesTab } from '../../../expenses/components/overview/finances-tab';
import { FlightsTab } from '../../../flights/components/flights-tab';
import { TripMapTab } from '../../../map/trip-map-tab-lazy';
import { PhotosTab } from '../../../photos/photos-tab-lazy';
import { ToursTab } from '../../../tours/components/tours-tab';
import { ChecklistTab } from '../checklist/checklist-tab';
import { ContactsTab } from '../contacts/contacts-tab';
import { ItineraryTab } from '../itinerary/itinerary-tab';
import { TimelineTab } from '../timeline/timeline-tab';
import { TipsTab } from '../tips/tips-tab';
import { DetailsTab } from './details-tab';
import { OverviewTab } from './overview-tab';
import { UsersTab } from './users-tab';

export interface TripTab {
  key: string;
  labelKey: string;
  element: ComponentType<{ trip: TripDetail }>;
}

/**
 * The trip screen's tabs in SPEC.md 2 order (overview, details, itinerary, flights, bookings, tours,
 * checklist, travel tips, finances, timeline, users, contacts, photos, map). Each later issue adds
 * its entry here; the screen itself does not change.
 */
export const TRIP_TABS: readonly TripTab[] = [
  { key: 'overview', labelKey: 'trips.tabs.overview', element: OverviewTab },
  { key: 'details', labelKey: 'trips.tabs.details', element: DetailsTab },
  { key: 'itinerary', labelKey: 'itinerary.tab', element: withAiPanel('itinerary', ItineraryTab) },
  { key: 'flights', labelKey: 'flights.tab', element: FlightsTab },
  { key: 'bookings', labelKey: 'bookings.tab', element: BookingsTab },
  { key: 'tours', labelKey: 'tours.tab', element: ToursTab },
  { key: 'checklist', labelKey: 'trips.tabs.checklist', element: withAiPanel('checklist', ChecklistTab) },
  { key: 'tips', labelKey: 'trips.tabs.tips', element: withAiPanel('tips', TipsTab) },
  { key: 'finances', labelKey: 'expenses.tab', element: withAiPanel('cost-estimate', FinancesTab) },
  { key: 'timeline', labelKey: 'timeline.tab', element: TimelineTab },
  { key: 'users', labelKey: 'trips.tabs.users', element: UsersTab },
  { key: 'contacts', labelKey: 'trips.tabs.contacts', element: ContactsTab },
  { key: 'photos', labelKey: 'photos.tab', element: PhotosTab },
  { key: 'map', labelKey: 'map.tab', element: TripMapTab },
];

const tabId = (key: string) => `trip-tab-${key}`;
const panelId = (key: string) => `trip-panel-${key}`;

/** The active tab lives in `?tab=` so links and reloads keep it. */
export function TripTabs({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = TRIP_TABS.find((tab) => tab.key === params.get('tab')) ?? TRIP_TABS[0]!;
  const Panel = active.element;

  const select = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={active.key}
          onChange={(_, key: string) => select(key)}
          variant="scrollable"
          // Arrows on phones too: with three of the tabs in view, they say there are more.
          scrollButtons
          allowScrollButtonsMobile
          aria-label={t('trips.tabs.label')}
        >
          {TRIP_TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={t(tab.labelKey)}
              id={tabId(tab.key)}
              aria-controls={panelId(tab.key)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)}>
        <PanelErrorBoundary key={active.key} message={t('trips.tabs.failed')}>
          <Panel trip={trip} />
        </PanelErrorBoundary>
      </Box>
    </>
  );
}
