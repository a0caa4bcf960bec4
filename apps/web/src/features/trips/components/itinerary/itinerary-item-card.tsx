import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, Card, Chip, IconButton, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import type { ItineraryItem } from '@trilha/shared';
import type { DayOption } from './itinerary-item-dialog';
import { ItemMenu } from './item-menu';
import { useItineraryLabels } from './use-itinerary-labels';
import { StopNumber } from './stop-number';
import { RequiresServer } from '../../../../components/requires-server';
import { ItemPeopleAvatars } from '../../../../components/who-goes-field';
import { itemPeople, useTripPeople } from '../../../../lib/item-participants';
import { useParams } from 'react-router';
import { tripKeys } from '../../api/trip-queries';

/** What a place card shows, without any of the dragging; also the floating copy while dragging. */
export function ItineraryItemContent({ item, stopNumber }: { item: ItineraryItem; stopNumber?: number }) {
  const { when } = useItineraryLabels();
  // The trip page's own id; its people are read only for a place that names some.
  const { tripId = '' } = useParams();
  const people = useTripPeople(tripKeys.detail(tripId), tripId, Boolean(item.participants));
  const going = itemPeople(item, people);
  return (
    <Box sx={{ flex: 1, minWidth: 0, py: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {stopNumber !== undefined && <StopNumber number={stopNumber} />}
        <Chip size="small" label={when(item)} color={item.time ? 'primary' : 'default'} variant="outlined" />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.placeName}</Typography>
      </Box>
      {item.location && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'text.secondary' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {item.location}
          </Typography>
        </Box>
      )}
      {item.notes && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {item.notes}
        </Typography>
      )}
      {going && (
        <Box sx={{ display: 'flex', mt: 0.5 }}>
          <ItemPeopleAvatars people={going} />
        </Box>
      )}
    </Box>
  );
}

interface ItineraryItemCardProps {
  tripId: string;
  item: ItineraryItem;
  canEdit: boolean;
  days: DayOption[];
  tripDays: DayOption[];
  /** Its number among the day's stops, as on the map. */
  stopNumber?: number;
}

/** One place of a day; editors drag it by its handle (pointer or keyboard) or use its menu. */
export function ItineraryItemCard({
  tripId,
  item,
  canEdit,
  days,
  tripDays,
  stopNumber,
}: ItineraryItemCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item._id,
      disabled: !canEdit,
    });
  return (
    <Card
      component="li"
      ref={setNodeRef}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        pl: canEdit ? 0.5 : 2,
        pr: 0.5,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      {canEdit && (
        <RequiresServer>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('itinerary.dragHandle', { place: item.placeName })}
            sx={{ cursor: 'grab', touchAction: 'none', mt: 0.5 }}
          >
            <DragIndicatorIcon />
          </IconButton>
        </RequiresServer>
      )}
      <ItineraryItemContent item={item} stopNumber={stopNumber} />
      {canEdit && (
        <Box sx={{ mt: 0.5 }}>
          <ItemMenu tripId={tripId} item={item} days={days} tripDays={tripDays} />
        </Box>
      )}
    </Card>
  );
}
