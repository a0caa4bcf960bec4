import { useState, type FormEvent } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ItineraryItem } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { FormDialog } from '../../../../components/form-dialog';
import { useMoveItineraryItem } from '../../api/move-itinerary-item';
import type { DayOption } from './itinerary-item-dialog';

interface MoveToDayDialogProps {
  tripId: string;
  item: ItineraryItem;
  days: DayOption[];
  onClose: () => void;
}

/** The way to move a place for those who do not drag: pick the day, it goes last there. */
export function MoveToDayDialog({ tripId, item, days, onClose }: MoveToDayDialogProps) {
  const { t } = useTranslation();
  const move = useMoveItineraryItem(tripId);
  const choices = days.filter((day) => day.date !== item.date);
  const [date, setDate] = useState(choices[0]?.date ?? '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return;
    move.mutate({ itemId: item._id, date }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      open
      title={t('itinerary.moveTitle', { place: item.placeName })}
      submitLabel={t('itinerary.move')}
      pending={move.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {move.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(move.error)}
        </Alert>
      )}
      <TextField
        select
        label={t('itinerary.fields.date')}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        autoFocus
      >
        {choices.map((day) => (
          <MenuItem key={day.date} value={day.date}>
            {day.label}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
