import { BottomNavigation, BottomNavigationAction, Box, Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripSection } from './trip-screen-types';

export const sectionTabId = (key: string) => `trip-section-${key}`;

/** How tall the bottom bar is, so the page leaves that much room below its content. */
export const BOTTOM_NAV_HEIGHT = 56;

interface Props {
  sections: readonly TripSection[];
  active: TripSection;
  panelId: string;
  phone: boolean;
  onSelect: (section: TripSection) => void;
}

/**
 * The trip's sections: tabs under the header on a desktop; on a phone a bar fixed at the bottom, in reach
 * of the thumb, above the home indicator (safe-area inset).
 */
export function TripSectionNav({ sections, active, panelId, phone, onSelect }: Props) {
  const { t } = useTranslation();
  const select = (key: string) => onSelect(sections.find((section) => section.key === key)!);
  if (phone) {
    return (
      <Paper
        component="nav"
        aria-label={t('trips.screen.sections')}
        elevation={8}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          pb: 'env(safe-area-inset-bottom)',
          displayPrint: 'none',
        }}
      >
        <BottomNavigation
          showLabels
          value={active.key}
          onChange={(_, key: string) => select(key)}
          sx={{ height: BOTTOM_NAV_HEIGHT }}
        >
          {sections.map((section) => (
            <BottomNavigationAction
              key={section.key}
              value={section.key}
              label={t(section.labelKey)}
              icon={section.icon}
              id={sectionTabId(section.key)}
              data-trip-section={section.key}
              aria-current={section.key === active.key ? 'page' : undefined}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    );
  }
  return (
    <Box
      component="nav"
      aria-label={t('trips.screen.sections')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs
        value={active.key}
        onChange={(_, key: string) => select(key)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('trips.screen.sections')}
      >
        {sections.map((section) => (
          <Tab
            key={section.key}
            value={section.key}
            label={t(section.labelKey)}
            icon={section.icon}
            iconPosition="start"
            id={sectionTabId(section.key)}
            data-trip-section={section.key}
            aria-controls={panelId}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
