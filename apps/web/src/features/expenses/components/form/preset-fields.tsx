import { useState } from 'react';
import { Alert, Box, Button, FormHelperText, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fromMinorUnits,
  SPLIT_PRESET_NAME_MAX,
  SPLIT_PRESET_WEIGHT_MAX,
  sharesFromPreset,
  type PresetUnit,
  type SplitPreset,
} from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { expenseQueries } from '../../api/expense-queries';
import { useSaveSplitPreset } from '../../api/save-split-preset';
import { amountFieldText } from '../../../../components/money-field';
import { typedMinor } from '../../utils/expense-money';
import type { ExpenseFormValues, ShareRow } from './expense-form-values';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The shares as typed, as a preset's units: each chosen person one unit, weight 1 for an equal split,
 * for an unequal one their shares brought to whole numbers of at most SPLIT_PRESET_WEIGHT_MAX.
 */
export function unitsOf(
  division: ExpenseFormValues['division'],
  people: ShareRow[],
  currency: string,
): PresetUnit[] {
  const chosen = people.filter((row) => row.included);
  if (division !== 'unequal')
    return chosen.map((row) => ({ participantIds: [row.participantId], weight: 1 }));
  const parts = chosen
    .map((row) => ({ id: row.participantId, minor: typedMinor(row.share, currency) ?? 0 }))
    .filter((part) => part.minor > 0);
  const common = parts.reduce((acc, part) => gcd(acc, part.minor), 0) || 1;
  const largest = Math.max(...parts.map((part) => part.minor / common), 1);
  const scale = largest > SPLIT_PRESET_WEIGHT_MAX ? SPLIT_PRESET_WEIGHT_MAX / largest : 1;
  return parts.map((part) => ({
    participantIds: [part.id],
    weight: Math.max(1, Math.round((part.minor / common) * scale)),
  }));
}

/** The form's people with the preset's shares of `amountMinor` filled in (an unequal split). */
function rowsFrom(
  preset: SplitPreset,
  amountMinor: number,
  currency: string,
  people: ShareRow[],
): ShareRow[] {
  const shares = new Map(
    sharesFromPreset(amountMinor, preset.units).map((share) => [share.participantId, share.amount]),
  );
  return people.map((row) => {
    const share = shares.get(row.participantId);
    return {
      ...row,
      included: share !== undefined,
      share: share === undefined ? '' : amountFieldText(fromMinorUnits(share, currency), currency),
    };
  });
}

/**
 * "Use a preset": fills the shares from one of the trip's saved ways of splitting (stored on the
 * expense as an unequal split, so a preset changed later never changes it). "Save these shares as a
 * preset": keeps the shares as typed under a name.
 */
export function PresetFields({
  tripId,
  control,
  setValue,
  canSave,
}: {
  tripId: string;
  control: Control<ExpenseFormValues>;
  setValue: UseFormSetValue<ExpenseFormValues>;
  canSave: boolean;
}) {
  const { t } = useTranslation();
  const presets = useQuery(expenseQueries.presets(tripId)).data ?? [];
  const save = useSaveSplitPreset(tripId);
  const [amount, currency, division, people] = useWatch({
    control,
    name: ['amount', 'currency', 'division', 'people'],
  });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const amountMinor = typedMinor(amount, currency);

  const apply = (presetId: string) => {
    const preset = presets.find((candidate) => candidate._id === presetId);
    if (!preset || amountMinor === null) return;
    setValue('division', 'unequal');
    setValue('people', rowsFrom(preset, amountMinor, currency, people), { shouldDirty: true });
  };

  const units = unitsOf(division, people, currency);
  const submit = () =>
    save.mutate(
      { name: name.trim(), units },
      {
        onSuccess: (preset) => {
          setSaved(preset.name);
          setNaming(false);
          setName('');
        },
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {presets.length > 0 && (
        <TextField
          select
          size="small"
          label={t('expenses.form.usePreset')}
          value=""
          onChange={(event) => apply(event.target.value)}
          disabled={amountMinor === null}
          helperText={amountMinor === null ? t('expenses.form.presetNeedsAmount') : undefined}
          sx={{ maxWidth: { sm: 360 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('expenses.form.choosePreset')}</option>
          {presets.map((preset) => (
            <option key={preset._id} value={preset._id}>
              {preset.name}
            </option>
          ))}
        </TextField>
      )}
      {canSave && !naming && (
        <Box>
          <Button size="small" onClick={() => setNaming(true)} disabled={units.length === 0}>
            {t('expenses.form.savePreset')}
          </Button>
        </Box>
      )}
      {canSave && naming && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('expenses.form.presetName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: '1 1 200px' }}
            slotProps={{ htmlInput: { maxLength: SPLIT_PRESET_NAME_MAX } }}
          />
          <Button variant="outlined" onClick={submit} disabled={name.trim() === '' || save.isPending}>
            {t('expenses.form.savePresetConfirm')}
          </Button>
          <Button color="inherit" onClick={() => setNaming(false)}>
            {t('common.cancel')}
          </Button>
          {save.isError && (
            <FormHelperText error sx={{ mx: 0, flexBasis: '100%' }}>
              {errorMessage(save.error)}
            </FormHelperText>
          )}
        </Box>
      )}
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(null)}>
          {t('expenses.form.presetSaved', { name: saved })}
        </Alert>
      )}
    </Box>
  );
}
