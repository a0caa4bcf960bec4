import { useState, type KeyboardEvent } from 'react';
import { Box, Button, Chip, FormControl, FormHelperText, FormLabel, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckIcon from '@mui/icons-material/Check';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTEREST_MAX, INTERESTS, MAX_INTERESTS } from '@trilha/shared';
import { interestLabel, isSuggestedInterest } from '../../utils/trip-labels';
import type { TripFormValues } from './trip-form-values';

function CustomInterestInput({ disabled, onAdd }: { disabled: boolean; onAdd: (interest: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft.trim()) onAdd(draft.trim());
    setDraft('');
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    // Enter adds the interest instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 2, maxWidth: 420 }}>
      <TextField
        size="small"
        label={t('trips.form.customInterest')}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        slotProps={{ htmlInput: { maxLength: INTEREST_MAX } }}
      />
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={disabled || !draft.trim()}>
        {t('trips.form.addInterest')}
      </Button>
    </Box>
  );
}

/** Suggested interests toggle as chips; the user's own ones are added by text and removed by chip. */
export function InterestsField({ control }: { control: Control<TripFormValues> }) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'interests' });
  const selected = field.value ?? [];
  const full = selected.length >= MAX_INTERESTS;
  const message = fieldState.error?.message;

  const toggle = (interest: string) =>
    field.onChange(
      selected.includes(interest) ? selected.filter((item) => item !== interest) : [...selected, interest],
    );
  const add = (interest: string) => {
    const known = selected.some((item) => item.toLowerCase() === interest.toLowerCase());
    if (!known && !full) field.onChange([...selected, interest]);
  };

  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('trips.form.interests')}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {INTERESTS.map((interest) => {
          const on = selected.includes(interest);
          return (
            <Chip
              key={interest}
              label={interestLabel(t, interest)}
              icon={on ? <CheckIcon /> : undefined}
              color={on ? 'secondary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => toggle(interest)}
            />
          );
        })}
        {selected
          .filter((interest) => !isSuggestedInterest(interest))
          .map((interest) => (
            <Chip
              key={interest}
              label={interest}
              color="secondary"
              onDelete={() => toggle(interest)}
              deleteIcon={<CancelIcon aria-label={t('trips.form.removeInterest', { interest })} />}
            />
          ))}
      </Box>
      <CustomInterestInput disabled={full} onAdd={add} />
      {message && <FormHelperText>{i18n.exists(message) ? t(message) : message}</FormHelperText>}
    </FormControl>
  );
}
