import { Box, InputAdornment, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { calendarDateSchema, CONFIRMATION_NUMBER_MAX, PLAN_TEXT_MAX } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatTripDate } from '../../trips/components';
import type { FlightDraft, StayDraft, TourDraft } from '../utils/draft';
import { DraftField, FieldGrid } from './draft-field';
import { ItemCard } from './item-card';
import { useDraftItem, type EditorProps } from './use-draft-item';

/** A found date (`YYYY-MM-DD`, maybe with `THH:mm`) as the language writes it; nothing for a missing one. */
function when(value: string): string | undefined {
  const date = value.slice(0, 10);
  if (!calendarDateSchema.safeParse(date).success) return undefined;
  const time = /T(\d{2}:\d{2})/.exec(value)?.[1];
  const day = formatTripDate(date, currentLanguage());
  return time ? `${day} · ${time}` : day;
}

const span = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' → ') || undefined;

export function FlightEditor({ item, onChange, errors }: EditorProps<FlightDraft>) {
  const { t } = useTranslation();
  const { field, card } = useDraftItem({ item, onChange, errors });
  const flight = item.value;
  const route = [flight.departure.airport, flight.arrival.airport].filter(Boolean).join(' → ');
  const title =
    [flight.airline, flight.flightNumber].filter(Boolean).join(' ') || t('importer.preview.flight');
  return (
    <ItemCard title={route ? `${title} · ${route}` : title} subtitle={when(flight.departure.time)} {...card}>
      <FieldGrid>
        <DraftField
          {...field('airline', t('importer.fields.airline'))}
          value={flight.airline}
          maxLength={PLAN_TEXT_MAX}
        />
        <DraftField
          {...field('flightNumber', t('importer.fields.flightNumber'))}
          value={flight.flightNumber}
        />
        <DraftField
          {...field('confirmationCode', t('importer.fields.confirmationCode'))}
          value={flight.confirmationCode}
          maxLength={20}
          optional
        />
        <DraftField
          {...field('departure.airport', t('importer.fields.departureAirport'))}
          value={flight.departure.airport}
          maxLength={3}
        />
        <DraftField
          {...field('departure.time', t('importer.fields.departureTime'))}
          value={flight.departure.time}
          type="datetime-local"
        />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <DraftField
          {...field('arrival.airport', t('importer.fields.arrivalAirport'))}
          value={flight.arrival.airport}
          maxLength={3}
        />
        <DraftField
          {...field('arrival.time', t('importer.fields.arrivalTime'))}
          value={flight.arrival.time}
          type="datetime-local"
        />
      </FieldGrid>
      {flight.passengers.length > 0 && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4">
            {t('importer.fields.passengers')}
          </Typography>
          {flight.passengers.map((passenger, index) => (
            <Box
              key={index}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 6.5rem', sm: '1fr 11rem' } }}
            >
              <DraftField
                {...field(
                  `passengers.${index}.name`,
                  t('importer.fields.passenger', { number: index + 1 }),
                  'passengers',
                )}
                value={passenger.name}
                maxLength={PLAN_TEXT_MAX}
              />
              <DraftField
                {...field(`passengers.${index}.seat`, t('importer.fields.seat'), 'seats')}
                value={passenger.seat}
                maxLength={4}
                optional
              />
            </Box>
          ))}
        </Stack>
      )}
    </ItemCard>
  );
}

function PriceField({
  value,
  currency,
  ...props
}: Omit<Parameters<typeof DraftField>[0], 'label' | 'found' | 'end'> & { currency: string }) {
  const { t } = useTranslation();
  return (
    <DraftField
      {...props}
      value={value}
      optional
      label={t('importer.fields.price')}
      found="price"
      end={<InputAdornment position="end">{currency}</InputAdornment>}
    />
  );
}

export function StayEditor({ item, onChange, errors, currency }: EditorProps<StayDraft>) {
  const { t } = useTranslation();
  const { field, card } = useDraftItem({ item, onChange, errors });
  const stay = item.value;
  return (
    <ItemCard
      title={stay.accommodationName || t('importer.preview.stay')}
      subtitle={span(when(stay.checkIn), when(stay.checkOut))}
      {...card}
    >
      <FieldGrid>
        <DraftField
          {...field('accommodationName', t('importer.fields.accommodationName'))}
          value={stay.accommodationName}
          maxLength={PLAN_TEXT_MAX}
        />
        <DraftField {...field('checkIn', t('importer.fields.checkIn'))} value={stay.checkIn} type="date" />
        <DraftField {...field('checkOut', t('importer.fields.checkOut'))} value={stay.checkOut} type="date" />
        <DraftField
          {...field('address', t('importer.fields.address'))}
          value={stay.address}
          wide
          optional
          maxLength={300}
        />
        <DraftField
          {...field('confirmationNumber', t('importer.fields.confirmationNumber'))}
          value={stay.confirmationNumber}
          optional
          maxLength={CONFIRMATION_NUMBER_MAX}
        />
        <PriceField {...field('price', '')} value={stay.price} currency={stay.currency ?? currency} />
      </FieldGrid>
    </ItemCard>
  );
}

export function TourEditor({ item, onChange, errors, currency }: EditorProps<TourDraft>) {
  const { t } = useTranslation();
  const { field, card } = useDraftItem({ item, onChange, errors });
  const tour = item.value;
  return (
    <ItemCard
      title={tour.name || t('importer.preview.tour')}
      subtitle={when(tour.time ? `${tour.date}T${tour.time}` : tour.date)}
      {...card}
    >
      <FieldGrid>
        <DraftField
          {...field('name', t('importer.fields.name'))}
          value={tour.name}
          maxLength={PLAN_TEXT_MAX}
        />
        <DraftField {...field('date', t('importer.fields.date'))} value={tour.date} type="date" />
        <DraftField {...field('time', t('importer.fields.time'))} value={tour.time} type="time" optional />
        <DraftField
          {...field('location', t('importer.fields.location'))}
          value={tour.location}
          wide
          optional
          maxLength={PLAN_TEXT_MAX}
        />
        <PriceField {...field('price', '')} value={tour.price} currency={tour.currency ?? currency} />
      </FieldGrid>
    </ItemCard>
  );
}
