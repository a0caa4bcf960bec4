import { useSearchParams } from 'react-router';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { PanelErrorBoundary } from '../../../../components/panel-error-boundary';
import { TripHeader } from './trip-header';
import { partPanelId, partTabId, TripPartTabs } from './trip-part-tabs';
import { resolveTripPart } from './resolve-trip-part';
import { BOTTOM_NAV_HEIGHT, sectionTabId, TripSectionNav } from './trip-section-nav';
import type { TripAction, TripPart, TripSection } from './trip-screen-types';
import { useIsPhone } from './use-is-phone';

interface Props {
  trip: TripDetail;
  sections: readonly TripSection[];
  actions: readonly TripAction[];
}

/**
 * The trip screen: a compact header, the sections the app hands in (app/trip-screen) and the open part.
 * The open part lives in `?tab=` (the part's key) so links and reloads keep it; a section opens its first
 * part, `?section=` likewise.
 */
export function TripScreen({ trip, sections, actions }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const { section, part } = resolveTripPart(sections, params);
  const Panel = part.element;

  const open = (next: TripPart) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('section');
        updated.set('tab', next.key);
        return updated;
      },
      { replace: true },
    );
  const panelId = partPanelId(part.key);

  return (
    <Box sx={phone ? { pb: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))` } : undefined}>
      <TripHeader trip={trip} actions={actions} phone={phone} />
      <TripSectionNav
        sections={sections}
        active={section}
        panelId={panelId}
        phone={phone}
        onSelect={(next) => open(next.parts[0]!)}
      />
      <TripPartTabs trip={trip} section={section} active={part} onSelect={open} />
      <Box
        role="tabpanel"
        id={panelId}
        aria-labelledby={section.parts.length > 1 ? partTabId(part.key) : sectionTabId(section.key)}
        sx={{ mt: { xs: 2, md: 3 } }}
      >
        <PanelErrorBoundary key={part.key} message={t('trips.tabs.failed')}>
          <Panel trip={trip} />
        </PanelErrorBoundary>
      </Box>
    </Box>
  );
}
