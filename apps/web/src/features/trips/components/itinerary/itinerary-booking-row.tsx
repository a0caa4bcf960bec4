import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Card, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DayEntry } from '@trilha/shared';
import { EntryBody, lookOf } from '../day/day-entry-row';
import { useItineraryLabels } from './use-itinerary-labels';
import { StopNumber } from './stop-number';

interface ItineraryBookingRowProps {
  tripId: string;
  dropId: string;
  entry: Exclude<DayEntry, { kind: 'itinerary' }>;
  /** A tour's number among the day's stops, as on the map. */
  stopNumber?: number;
}

/**
 * A flight, stay or tour among the day's places: it sits at its time and cannot be dragged (its title
 * opens its card in its own section), but a place can be dropped before or after it.
 */
export function ItineraryBookingRow({ tripId, dropId, entry, stopNumber }: ItineraryBookingRowProps) {
  const { t } = useTranslation();
  const { when } = useItineraryLabels();
  const { setNodeRef, transform, transition } = useSortable({
    id: dropId,
    disabled: { draggable: true, droppable: false },
  });
  const look = lookOf(entry);
  return (
    <Card
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-kind={entry.kind}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 1.5,
        py: 1,
        bgcolor: 'action.hover',
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Box
        role="img"
        aria-label={t(`entries.kinds.${entry.kind}`, { defaultValue: t('itinerary.day.unknownEntry') })}
        sx={{
          mt: 0.25,
          width: 28,
          height: 28,
          flex: 'none',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: look.bg,
          color: look.fg,
          '& svg': { fontSize: 18 },
        }}
      >
        {look.icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.25 }}>
          {stopNumber !== undefined && <StopNumber number={stopNumber} />}
          <Chip
            size="small"
            variant="outlined"
            color={entry.time ? 'primary' : 'default'}
            label={when(entry)}
          />
        </Box>
        <EntryBody entry={entry} tripId={tripId} />
      </Box>
    </Card>
  );
}
