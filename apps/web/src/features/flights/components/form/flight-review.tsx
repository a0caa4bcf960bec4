import { Box, Button, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amountSchema, formatMoney } from '@trilha/shared';
import { normalizeAmount } from '../../../../components/money-field';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { FactList, type Fact } from '../../../trips/components';
import { displayFlightNumber, useFlightFormat } from '../../utils/flight-format';
import { FLIGHT_STEPS, type FlightFormValues } from './flight-form-values';

/** The price as typed ("1.234,50" in pt), formatted once it reads as an amount. */
function priceValue(
  price: FlightFormValues['price'],
  currency: string | undefined,
  none: string,
  free: string,
) {
  if (price === null || price === undefined || String(price).trim() === '') return none;
  const parsed = amountSchema.safeParse(typeof price === 'string' ? normalizeAmount(price) : price);
  if (!parsed.success || !currency) return String(price);
  return Number(parsed.data) === 0 ? free : formatMoney(Number(parsed.data), currency, currentLanguage());
}

function ReviewSection({ title, facts, onEdit }: { title: string; facts: Fact[]; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h4" component="h3">
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          aria-label={t('flights.form.editStep', { step: title })}
        >
          {t('flights.form.edit')}
        </Button>
      </Box>
      <FactList facts={facts} />
    </Box>
  );
}

/** Step 3: everything entered, each part with a way back to its step. */
export function FlightReview({
  control,
  airportLabels,
  onEdit,
}: {
  control: Control<FlightFormValues>;
  airportLabels: Record<string, string>;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation();
  const { localDate, localTime, baggage } = useFlightFormat();
  const values = useWatch({ control }) as FlightFormValues;
  const passengers = values.passengers ?? [];
  const baggages = values.baggages ?? [];
  const none = t('flights.card.none');
  const end = (leg: 'departure' | 'arrival') => {
    const { airport, time, terminal } = values[leg];
    const code = airport.trim().toUpperCase();
    const where = t('flights.form.review.end', {
      airport: airportLabels[code] ?? code,
      date: localDate(time),
      time: localTime(time),
    });
    const named = terminal?.trim();
    return named ? `${where} · ${t('flights.card.terminal', { terminal: named })}` : where;
  };
  const details: Fact[] = [
    { key: 'airline', label: t('flights.form.fields.airline'), value: values.airline },
    {
      key: 'flightNumber',
      label: t('flights.form.fields.flightNumber'),
      value: displayFlightNumber(values.flightNumber.trim().toUpperCase().replace(/\s+/g, '')),
    },
    { key: 'departure', label: t('flights.card.departure'), value: end('departure') },
    { key: 'arrival', label: t('flights.card.arrival'), value: end('arrival') },
    {
      key: 'confirmationCode',
      label: t('flights.form.fields.confirmationCode'),
      value: values.confirmationCode || none,
    },
    {
      key: 'price',
      label: t('flights.form.fields.price'),
      value: priceValue(values.price, values.currency, none, t('plan.free')),
    },
  ];
  const seats: Fact[] = [
    {
      key: 'passengers',
      label: t('flights.card.passengers'),
      value:
        passengers.length === 0
          ? none
          : passengers
              .map(({ name, seat }) =>
                seat ? t('flights.card.passengerSeat', { name, seat: seat.toUpperCase() }) : name,
              )
              .join('\n'),
    },
    {
      key: 'baggage',
      label: t('flights.card.baggage'),
      value: baggages.length === 0 ? none : baggages.map(baggage).join('\n'),
    },
  ];
  return (
    <Stack spacing={2}>
      {[details, seats].map((facts, index) => {
        const title = t(`flights.form.steps.${FLIGHT_STEPS[index]}`);
        return <ReviewSection key={title} title={title} facts={facts} onEdit={() => onEdit(index)} />;
      })}
    </Stack>
  );
}
