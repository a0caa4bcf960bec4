import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { ItineraryItem } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useDeleteItineraryItem } from '../../api/delete-itinerary-item';
import { useUpdateItineraryItem } from '../../api/update-itinerary-item';
import { ItineraryItemDialog, type DayOption } from './itinerary-item-dialog';
import { MoveToDayDialog } from './move-to-day-dialog';
import { RequiresServer } from '../../../../components/requires-server';

type Open = 'edit' | 'move' | 'delete' | null;

interface ItemMenuProps {
  tripId: string;
  item: ItineraryItem;
  /** Every day a place can be on, for the edit form's day field. */
  days: DayOption[];
  /** The trip's own days, the only ones a place may be moved to. */
  tripDays: DayOption[];
}

/** Edit, move and delete behind one button, so the card stays light and the move works without dragging. */
export function ItemMenu({ tripId, item, days, tripDays }: ItemMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const update = useUpdateItineraryItem(tripId, item._id);
  const remove = useDeleteItineraryItem(tripId, item._id);
  const choose = (next: Open) => {
    setAnchor(null);
    setOpen(next);
  };
  const close = () => {
    update.reset();
    remove.reset();
    setOpen(null);
  };
  return (
    <>
      <RequiresServer>
        <IconButton
          aria-label={t('itinerary.actions', { place: item.placeName })}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </RequiresServer>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('edit')}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('itinerary.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('move')}>
          <ListItemIcon>
            <EventRepeatOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('itinerary.moveToDay')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('itinerary.delete')}</ListItemText>
        </MenuItem>
      </Menu>
      {open === 'edit' && (
        <ItineraryItemDialog
          title={t('itinerary.editTitle')}
          submitLabel={t('common.save')}
          date={item.date}
          days={days}
          item={item}
          mutation={update}
          onClose={close}
        />
      )}
      {open === 'move' && <MoveToDayDialog tripId={tripId} item={item} days={tripDays} onClose={close} />}
      <ConfirmDialog
        open={open === 'delete'}
        title={t('itinerary.deleteTitle', { place: item.placeName })}
        text={t('itinerary.deleteText')}
        confirmLabel={t('itinerary.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onClose={close}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(null) })}
      />
    </>
  );
}
