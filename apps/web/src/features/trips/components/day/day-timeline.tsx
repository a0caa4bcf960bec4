import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DayEntry } from '@trilha/shared';
import { DayEntryRow } from './day-entry-row';
import { entryKey } from './entry-text';

/** The day's entries down a line, in the order given (time order, by the shared `dayEntries` rule). */
export function DayTimeline({ entries, tripId }: { entries: DayEntry[]; tripId: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={t('itinerary.day.timeline')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <DayEntryRow key={entryKey(entry, index)} entry={entry} tripId={tripId} />
      ))}
    </Box>
  );
}
