import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FLIGHT_TERMINAL_MAX, PLAN_TEXT_MAX, type Airport } from '@trilha/shared';
import type { Control } from 'react-hook-form';
import { FormDateTimeField } from '../../../../components/date-time-fields';
import { FormTextField } from '../../../../components/form-text-field';
import { MoneyField } from '../../../../components/money-field';
import { AirportField } from './airport-field';
import type { FlightFormValues } from './flight-form-values';

const twoColumns = { display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
/** Airport, time and a narrow terminal box on one row from tablet width; stacked on the phone. */
const endColumns = {
  display: 'grid',
  gap: 2.25,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 7.5rem' },
} as const;

function FlightEndFields({
  control,
  leg,
  knownLabel,
  onPick,
}: {
  control: Control<FlightFormValues>;
  leg: 'departure' | 'arrival';
  knownLabel?: string;
  onPick: (airport: Airport) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={endColumns}>
      <AirportField
        control={control}
        name={`${leg}.airport`}
        label={t(`flights.form.fields.${leg}Airport`)}
        knownLabel={knownLabel}
        onPick={onPick}
      />
      <FormDateTimeField
        control={control}
        name={`${leg}.time`}
        label={t(`flights.form.fields.${leg}Time`)}
        helperText={t('flights.form.localTimeHelp')}
      />
      <FormTextField
        control={control}
        name={`${leg}.terminal`}
        label={t(`flights.form.fields.${leg}Terminal`)}
        placeholder={t('flights.form.fields.terminalPlaceholder')}
        slotProps={{ htmlInput: { maxLength: FLIGHT_TERMINAL_MAX, autoCapitalize: 'characters' } }}
      />
    </Box>
  );
}

/** Step 1: who flies, from where to where, and when by the clocks at each airport. */
export function DetailsStep({
  control,
  airportLabels,
  departureAirport,
  arrivalAirport,
  onPick,
}: {
  control: Control<FlightFormValues>;
  airportLabels: Record<string, string>;
  departureAirport: string;
  arrivalAirport: string;
  onPick: (airport: Airport) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2.5}>
      <Box sx={twoColumns}>
        <FormTextField
          control={control}
          name="airline"
          label={t('flights.form.fields.airline')}
          placeholder={t('flights.form.fields.airlinePlaceholder')}
          slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
        />
        <FormTextField
          control={control}
          name="flightNumber"
          label={t('flights.form.fields.flightNumber')}
          placeholder="TP 1234"
          slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters' } }}
        />
      </Box>
      <FlightEndFields
        control={control}
        leg="departure"
        knownLabel={airportLabels[departureAirport.toUpperCase()]}
        onPick={onPick}
      />
      <FlightEndFields
        control={control}
        leg="arrival"
        knownLabel={airportLabels[arrivalAirport.toUpperCase()]}
        onPick={onPick}
      />
      <FormTextField
        control={control}
        name="confirmationCode"
        label={t('flights.form.fields.confirmationCode')}
        helperText={t('flights.form.fields.confirmationCodeHelp')}
        slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
      />
      <MoneyField
        control={control}
        priceName="price"
        currencyName="currency"
        priceLabel={t('flights.form.fields.price')}
        currencyLabel={t('flights.form.fields.currency')}
      />
    </Stack>
  );
}
