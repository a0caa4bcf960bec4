import { Box, Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BAGGAGE_TYPES, BAGGAGES_MAX, PASSENGERS_MAX, PLAN_TEXT_MAX, type Participant } from '@trilha/shared';
import { FormTextField } from '../../../../components/form-text-field';
import { useTripPeople } from '../../../../lib/item-participants';
import { tripKeys } from '../../../trips';
import { NEW_BAG, NEW_PASSENGER, type FlightFormValues } from './flight-form-values';
import { NumberField } from './number-field';

function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} sx={{ mt: 1 }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

const rowSx = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
} as const;

/**
 * Which of the trip's people a passenger is: the flight's people are its linked passengers (its
 * expenses split between them). Picking someone for a passenger with no name yet names them too.
 */
function PassengerPersonField({
  control,
  index,
  people,
}: {
  control: Control<FlightFormValues>;
  index: number;
  people: Participant[];
}) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name: `passengers.${index}.participantId` });
  const { field: name } = useController({ control, name: `passengers.${index}.name` });
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      label={t('flights.form.passengers.person')}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        const id = event.target.value || null;
        field.onChange(id);
        const person = people.find((each) => each._id === id);
        if (person && !name.value?.trim()) name.onChange(person.name);
      }}
      error={Boolean(message)}
      helperText={(message && i18n.exists(message) ? t(message) : message) || undefined}
      sx={{ gridColumn: '1 / -1' }}
    >
      <MenuItem value="">{t('flights.form.passengers.notLinked')}</MenuItem>
      {people.map((person) => (
        <MenuItem key={person._id} value={person._id}>
          {person.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function Passengers({ control, tripId }: { control: Control<FlightFormValues>; tripId: string }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'passengers' });
  const people = useTripPeople(tripKeys.detail(tripId), tripId);
  // A trip of one person has nobody to tell apart.
  const linkable = people.length > 1;
  return (
    <Box component="section" aria-labelledby="flight-passengers-heading">
      <Typography id="flight-passengers-heading" variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {t('flights.form.passengers.title')}
      </Typography>
      {linkable && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
          {t('flights.form.passengers.personHint')}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {fields.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {t('flights.form.passengers.empty')}
          </Typography>
        )}
        {fields.map((row, index) => {
          const groupLabel = t('flights.form.passengers.row', { number: index + 1 });
          return (
            <Box
              key={row.id}
              role="group"
              aria-label={groupLabel}
              sx={{ ...rowSx, gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) 8rem auto' } }}
            >
              <FormTextField
                control={control}
                name={`passengers.${index}.name`}
                label={t('flights.form.passengers.name')}
                slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
                sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`passengers.${index}.seat`}
                label={t('flights.form.passengers.seat')}
                placeholder="12A"
                slotProps={{ htmlInput: { maxLength: 4, autoCapitalize: 'characters' } }}
                sx={{ gridRow: { xs: 2, sm: 'auto' } }}
              />
              <Box sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}>
                <RemoveRow
                  label={t('flights.form.passengers.remove', { number: index + 1 })}
                  onClick={() => remove(index)}
                />
              </Box>
              {linkable && <PassengerPersonField control={control} index={index} people={people} />}
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={fields.length >= PASSENGERS_MAX}
            onClick={() => append({ ...NEW_PASSENGER })}
          >
            {t('flights.form.passengers.add')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function Baggages({ control }: { control: Control<FlightFormValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'baggages' });
  return (
    <Box component="section" aria-labelledby="flight-baggage-heading">
      <Typography id="flight-baggage-heading" variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {t('flights.form.baggages.title')}
      </Typography>
      <Stack spacing={1.5}>
        {fields.length === 0 && (
          <Typography color="text.secondary" variant="body2">
            {t('flights.form.baggages.empty')}
          </Typography>
        )}
        {fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={t('flights.form.baggages.row', { number: index + 1 })}
            sx={{
              ...rowSx,
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: 'minmax(0, 1fr) 8rem 7rem auto' },
            }}
          >
            <FormTextField
              control={control}
              name={`baggages.${index}.type`}
              select
              label={t('flights.form.baggages.type')}
              sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' } }}
            >
              {BAGGAGE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`flights.baggageTypes.${type}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <NumberField
              control={control}
              name={`baggages.${index}.weightKg`}
              label={t('flights.form.baggages.weight')}
              sx={{ gridRow: { xs: 2, sm: 'auto' } }}
            />
            <NumberField
              control={control}
              name={`baggages.${index}.quantity`}
              integer
              label={t('flights.form.baggages.quantity')}
              sx={{ gridRow: { xs: 2, sm: 'auto' } }}
            />
            <Box sx={{ gridColumn: { xs: 3, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}>
              <RemoveRow
                label={t('flights.form.baggages.remove', { number: index + 1 })}
                onClick={() => remove(index)}
              />
            </Box>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={fields.length >= BAGGAGES_MAX}
            onClick={() => append({ ...NEW_BAG })}
          >
            {t('flights.form.baggages.add')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Step 2: who flies with which seat, and what bags go along. */
export function SeatsStep({ control, tripId }: { control: Control<FlightFormValues>; tripId: string }) {
  return (
    <Stack spacing={3}>
      <Passengers control={control} tripId={tripId} />
      <Baggages control={control} />
    </Stack>
  );
}
