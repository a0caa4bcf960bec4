import {
  Box,
  Button,
  Chip,
  DialogContentText,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EXPENSE_PARTICIPANTS_MAX,
  formatMoney,
  fromMinorUnits,
  sharesFromPreset,
  SPLIT_PRESET_NAME_MAX,
  SPLIT_PRESET_WEIGHT_MAX,
  splitPresetInputSchema,
  type Participant,
  type PresetUnit,
  type SplitPreset,
  type SplitPresetInput,
} from '@trilha/shared';
import { applyServerError } from '../../../../lib/api-errors';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { FormTextField } from '../../../../components/form-text-field';
import { FormDialog } from '../../../../components/form-dialog';
import { useSaveSplitPreset, useUpdateSplitPreset } from '../../api/save-split-preset';

/** The preview splits 100 of the trip's currency (10000 minor units), where each part is easy to read. */
const PREVIEW_MINOR = 10000;

const isWeight = (weight: number) =>
  Number.isInteger(weight) && weight >= 1 && weight <= SPLIT_PRESET_WEIGHT_MAX;

/**
 * A preset as the dialog starts from: a new one is everyone on their own with one part each (an equal
 * split to group from); a saved one leaves out anyone no longer on the trip, and a unit left empty by that.
 */
function startingValues(people: Participant[], preset: SplitPreset | undefined): SplitPresetInput {
  if (!preset)
    return { name: '', units: people.map((person) => ({ participantIds: [person._id], weight: 1 })) };
  const known = new Set(people.map((person) => person._id));
  return {
    name: preset.name,
    units: preset.units
      .map((unit) => ({
        participantIds: unit.participantIds.filter((id) => known.has(id)),
        weight: unit.weight,
      }))
      .filter((unit) => unit.participantIds.length > 0),
  };
}

/**
 * Writing a split preset: its name, and units of people who take a number of parts together (a couple as
 * one unit), with what 100 would come to for each person as the units change.
 */
export function SplitPresetDialog({
  tripId,
  currency,
  people,
  preset,
  onClose,
}: {
  tripId: string;
  currency: string;
  /** Every person of the trip, in order. */
  people: Participant[];
  /** The preset being changed; none for a new one. */
  preset?: SplitPreset;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useSaveSplitPreset(tripId);
  const update = useUpdateSplitPreset(tripId, preset?._id ?? '');
  const save = preset ? update : create;
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm({
    resolver: zodResolver(splitPresetInputSchema),
    defaultValues: startingValues(people, preset),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'units' });
  const units = useWatch({ control, name: 'units' });

  const nameOf = (id: string) =>
    people.find((person) => person._id === id)?.name ?? t('expenses.unknownPerson');
  const translated = (message: string | undefined) =>
    message && i18n.exists(message) ? t(message) : message;

  /** Someone chosen in one unit leaves any other: a person takes one part of the split, not two. */
  const choose = (index: number, id: string, chosen: string[], onChange: (ids: string[]) => void) => {
    if (chosen.includes(id)) {
      onChange(chosen.filter((other) => other !== id));
      return;
    }
    getValues('units').forEach((unit, other) => {
      if (other !== index && unit.participantIds.includes(id))
        setValue(
          `units.${other}.participantIds`,
          unit.participantIds.filter((person) => person !== id),
          { shouldDirty: true, shouldValidate: formState.isSubmitted },
        );
    });
    onChange(people.map((person) => person._id).filter((person) => person === id || chosen.includes(person)));
  };

  const previewUnits: PresetUnit[] = units.filter((unit) => isWeight(unit.weight));
  const shares = sharesFromPreset(PREVIEW_MINOR, previewUnits);
  const money = (minor: number) => formatMoney(fromMinorUnits(minor, currency), currency, currentLanguage());

  const onSubmit = handleSubmit((values) =>
    save
      .mutateAsync(values)
      .then(onClose, (error: unknown) => applyServerError(error, setError, { fields: ['name'] })),
  );
  const unitsError = formState.errors.units?.root?.message ?? formState.errors.units?.message;

  return (
    <FormDialog
      open
      title={preset ? t('expenses.presets.editTitle', { name: preset.name }) : t('expenses.presets.newTitle')}
      submitLabel={t('expenses.presets.save')}
      pending={formState.isSubmitting}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
      fullScreenOnPhone
      needsServer
    >
      <DialogContentText>{t('expenses.presets.dialogText')}</DialogContentText>
      <FormTextField
        control={control}
        name="name"
        label={t('expenses.presets.name')}
        slotProps={{ htmlInput: { maxLength: SPLIT_PRESET_NAME_MAX } }}
      />
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {fields.map((field, index) => {
          const label = t('expenses.presets.unitNumber', { number: index + 1 });
          return (
            <Box
              component="li"
              key={field.id}
              aria-label={label}
              sx={{ display: 'grid', gap: 1, pb: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                  {label}
                </Typography>
                <Tooltip title={t('expenses.presets.removeUnit', { number: index + 1 })}>
                  <span>
                    <IconButton
                      aria-label={t('expenses.presets.removeUnit', { number: index + 1 })}
                      onClick={() => remove(index)}
                      disabled={fields.length === 1}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
              <Controller
                control={control}
                name={`units.${index}.participantIds`}
                render={({ field: ids, fieldState }) => (
                  <Box>
                    <Box
                      role="group"
                      aria-label={t('expenses.presets.unitPeople', { number: index + 1 })}
                      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
                    >
                      {people.map((person) => {
                        const chosen = ids.value.includes(person._id);
                        return (
                          <Chip
                            key={person._id}
                            label={person.name}
                            color={chosen ? 'primary' : 'default'}
                            variant={chosen ? 'filled' : 'outlined'}
                            aria-pressed={chosen}
                            onClick={() => choose(index, person._id, ids.value, ids.onChange)}
                            sx={{ maxWidth: '100%' }}
                          />
                        );
                      })}
                    </Box>
                    {fieldState.error && (
                      <FormHelperText error sx={{ mx: 0 }}>
                        {translated(fieldState.error.message)}
                      </FormHelperText>
                    )}
                  </Box>
                )}
              />
              <Controller
                control={control}
                name={`units.${index}.weight`}
                render={({ field: weight, fieldState }) => (
                  <TextField
                    type="number"
                    size="small"
                    label={t('expenses.presets.parts')}
                    name={weight.name}
                    inputRef={weight.ref}
                    // Blank or not a number is NaN: the schema's message says what to type.
                    value={Number.isNaN(weight.value) ? '' : weight.value}
                    onChange={(event) =>
                      weight.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                    }
                    onBlur={weight.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={translated(fieldState.error?.message)}
                    sx={{ maxWidth: 160 }}
                    slotProps={{
                      htmlInput: {
                        min: 1,
                        max: SPLIT_PRESET_WEIGHT_MAX,
                        step: 1,
                        inputMode: 'numeric',
                      },
                    }}
                  />
                )}
              />
            </Box>
          );
        })}
      </Stack>
      {unitsError && (
        <FormHelperText error sx={{ mx: 0 }}>
          {translated(unitsError)}
        </FormHelperText>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ participantIds: [], weight: 1 })}
          // Room for a new unit to move people into; the schema caps how many there can be.
          disabled={fields.length >= EXPENSE_PARTICIPANTS_MAX}
        >
          {t('expenses.presets.addUnit')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {shares.length === 0
          ? t('expenses.presets.previewEmpty')
          : t('expenses.presets.preview', {
              amount: money(PREVIEW_MINOR),
              shares: shares
                .map((share) => `${nameOf(share.participantId)} ${money(share.amount)}`)
                .join(' · '),
            })}
      </Typography>
    </FormDialog>
  );
}
