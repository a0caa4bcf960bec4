import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import {
  Box,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@trilha/shared';
import { dayHome, dayStops, type PlanDay } from '../../utils/plan-days';
import { usePlanDayMap, type DayMapProps } from './plan-map-slots';
import { useFocusedDay } from './use-focused-day';

interface PlanWithMapProps {
  days: PlanDay[];
  titles: Map<string, string>;
  stays: Booking[];
  /** The list of days (the board). */
  children: ReactNode;
}

function DayPicker({
  days,
  titles,
  value,
  onChange,
}: {
  days: PlanDay[];
  titles: Map<string, string>;
  value: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('itinerary.map.day')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {days.map((day) => (
        <MenuItem key={day.date} value={day.date}>
          {titles.get(day.date) ?? day.date}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The plan beside the map of the day being looked at, when the app gives the plan a map
 * (plan-map-slots.tsx); the plan alone when not.
 */
export function PlanWithMap(props: PlanWithMapProps) {
  const DayMap = usePlanDayMap();
  return DayMap ? <PlanBesideMap {...props} DayMap={DayMap} /> : props.children;
}

/**
 * Side by side on wide screens (the map follows the scrolled or chosen day), a list/map switch on the
 * phone.
 */
function PlanBesideMap({
  days,
  titles,
  stays,
  children,
  DayMap,
}: PlanWithMapProps & { DayMap: ComponentType<DayMapProps> }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [view, setView] = useState<'list' | 'map'>('list');
  const list = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useFocusedDay(days, list, wide);
  const day = days.find((candidate) => candidate.date === focused);

  const choose = (date: string) => {
    setFocused(date);
    if (wide) list.current?.querySelector(`[data-plan-date="${date}"]`)?.scrollIntoView?.({ block: 'start' });
  };
  const map = day && (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
      <DayPicker days={days} titles={titles} value={day.date} onChange={choose} />
      <DayMap
        stops={dayStops(day.entries)}
        home={dayHome(day.date, stays)}
        dayTitle={titles.get(day.date) ?? day.date}
      />
    </Box>
  );

  if (wide) {
    return (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box ref={list} sx={{ minWidth: 0 }}>
          {children}
        </Box>
        <Box
          component="aside"
          aria-label={t('itinerary.map.aside')}
          sx={{ position: 'sticky', top: 80, height: 'calc(100vh - 96px)', maxHeight: 720, minWidth: 0 }}
        >
          {map}
        </Box>
      </Box>
    );
  }
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: 'list' | 'map' | null) => next && setView(next)}
        aria-label={t('itinerary.map.switch')}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="list" aria-label={t('itinerary.map.list')}>
          <ListAltOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('itinerary.map.list')}
        </ToggleButton>
        <ToggleButton value="map" aria-label={t('itinerary.map.map')}>
          <MapOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('itinerary.map.map')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box ref={list} sx={{ display: view === 'list' ? 'block' : 'none' }}>
        {children}
      </Box>
      {view === 'map' && <Box sx={{ height: '70vh', minHeight: 420 }}>{map}</Box>}
    </Box>
  );
}
