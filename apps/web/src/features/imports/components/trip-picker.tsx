import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripSummary } from '@trilha/shared';
import { useTripDateRange } from '../../trips/components';

interface TripPickerProps {
  trips: TripSummary[];
  value: string;
  onChange: (tripId: string) => void;
  /** Says the trip was chosen from the booking's dates and destination. */
  matched: boolean;
  disabled?: boolean;
}

/** The trip an import from the trip list lands on; the traveller may pick another. */
export function TripPicker({ trips, value, onChange, matched, disabled }: TripPickerProps) {
  const { t } = useTranslation();
  const dates = useTripDateRange();
  return (
    <TextField
      select
      label={t('importer.trip.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={matched ? t('importer.trip.matched') : t('importer.trip.hint')}
      disabled={disabled}
      fullWidth
      size="small"
    >
      {trips.map((trip) => (
        <MenuItem key={trip._id} value={trip._id}>
          {`${trip.title} · ${dates(trip)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}
