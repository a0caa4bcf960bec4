import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import type { TripPart, TripSection } from './trip-screen-types';
import { useIsPhone } from './use-is-phone';

export const partTabId = (key: string) => `trip-tab-${key}`;
export const partPanelId = (key: string) => `trip-panel-${key}`;

export function partLabelKey(part: TripPart, trip: TripDetail): string {
  return typeof part.labelKey === 'function' ? part.labelKey(trip) : part.labelKey;
}

interface Props {
  trip: TripDetail;
  section: TripSection;
  active: TripPart;
  onSelect: (part: TripPart) => void;
}

/**
 * The parts of the open section, when it has more than one (a section of one part needs no second row).
 * On a phone they share the row and a long label wraps: a strip scrolled to show a later part cut the
 * first label in half. On a desktop they sit at their own widths, scrolling only if they ever overflow.
 */
export function TripPartTabs({ trip, section, active, onSelect }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  if (section.parts.length < 2) return null;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={active.key}
        onChange={(_, key: string) => onSelect(section.parts.find((part) => part.key === key)!)}
        variant={phone ? 'fullWidth' : 'scrollable'}
        scrollButtons={phone ? false : 'auto'}
        aria-label={t('trips.screen.parts', { section: t(section.labelKey) })}
        sx={{
          minHeight: 40,
          '& .MuiTab-root': { minHeight: 40, py: 1 },
          ...(phone && {
            '& .MuiTab-root': { minHeight: 40, py: 1, px: 0.75, minWidth: 0, lineHeight: 1.2 },
          }),
        }}
      >
        {section.parts.map((part) => (
          <Tab
            key={part.key}
            value={part.key}
            label={t(partLabelKey(part, trip))}
            id={partTabId(part.key)}
            data-trip-part={part.key}
            aria-controls={partPanelId(part.key)}
          />
        ))}
      </Tabs>
    </Box>
  );
}
