import { Box, Typography } from '@mui/material';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { DayEntry, TimeOfDay } from '@trilha/shared';
import { useItineraryLabels } from '../itinerary/use-itinerary-labels';

/** Later issues add kinds (flights, stays, tours…) the server may send before this screen knows them. */
type AnyEntry = DayEntry | { kind: string; time: string | null; timeOfDay: TimeOfDay };

function EntryBody({ entry }: { entry: AnyEntry }) {
  const { t } = useTranslation();
  if (entry.kind !== 'itinerary' || !('item' in entry)) {
    return <Typography sx={{ fontWeight: 600 }}>{t('itinerary.day.unknownEntry')}</Typography>;
  }
  const { item } = entry;
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.placeName}</Typography>
      {item.location && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.location}
          </Typography>
        </Box>
      )}
      {item.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {item.notes}
        </Typography>
      )}
    </>
  );
}

function entryKey(entry: AnyEntry, index: number): string {
  return 'item' in entry ? `${entry.kind}-${entry.item._id}` : `${entry.kind}-${index}`;
}

/** The day's entries down a line, in the order the server gives (time order). */
export function DayTimeline({ entries }: { entries: AnyEntry[] }) {
  const { t } = useTranslation();
  const { when } = useItineraryLabels();
  return (
    <Box component="ol" aria-label={t('itinerary.day.timeline')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entryKey(entry, index)}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '76px 1fr', sm: '110px 1fr' }, columnGap: 2 }}
        >
          <Typography sx={{ pt: 1.5, fontWeight: 600, color: 'primary.main', textAlign: 'right' }}>
            {when(entry)}
          </Typography>
          <Box
            sx={{
              position: 'relative',
              borderLeft: 2,
              borderColor: 'divider',
              pl: 2.5,
              py: 1.5,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -7,
                top: 20,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
              },
            }}
          >
            <EntryBody entry={entry} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
