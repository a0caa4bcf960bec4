import type { ReactNode } from 'react';
import { Box, Checkbox, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PublicTrip } from '@trilha/shared';
import { SectionCard } from '../../../components/section-card';
import { dayText, localDay, localTime, moneyText } from './format';

/** "€ 45,00" after an item's name when the link shows prices; nothing otherwise. */
function PriceText({ price, currency }: { price?: number | null; currency?: string }) {
  const { t } = useTranslation();
  if (price === undefined || price === null || !currency) return null;
  return <>{price === 0 ? t('plan.free') : moneyText(price, currency)}</>;
}

function Rows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <List dense disablePadding aria-label={label}>
      {children}
    </List>
  );
}

/** A list's row: what and where on the left, the price (when shown) on the right. */
function Row({
  primary,
  secondary,
  price,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  price?: ReactNode;
}) {
  return (
    <ListItem divider disableGutters sx={{ alignItems: 'flex-start', gap: 2 }}>
      <ListItemText
        primary={primary}
        secondary={secondary}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
      {price && (
        <Typography variant="body2" sx={{ flexShrink: 0, pt: 0.75 }}>
          {price}
        </Typography>
      )}
    </ListItem>
  );
}

export function PublicFlights({ flights }: Pick<PublicTrip, 'flights'>) {
  const { t } = useTranslation();
  if (flights.length === 0) return null;
  return (
    <SectionCard title={t('publicTrip.flights')}>
      <Rows label={t('publicTrip.flights')}>
        {flights.map((flight, index) => (
          <Row
            key={index}
            primary={`${flight.airline} ${flight.flightNumber} · ${flight.departure.airport} → ${flight.arrival.airport}`}
            secondary={
              <>
                {t('publicTrip.flightTimes', {
                  day: dayText(localDay(flight.departure.time)),
                  departure: localTime(flight.departure.time),
                  arrival: localTime(flight.arrival.time),
                })}
                {' · '}
                {t(`flights.statuses.${flight.status}`)}
              </>
            }
            price={<PriceText price={flight.price} currency={flight.currency} />}
          />
        ))}
      </Rows>
    </SectionCard>
  );
}

export function PublicStays({ stays }: Pick<PublicTrip, 'stays'>) {
  const { t } = useTranslation();
  if (stays.length === 0) return null;
  return (
    <SectionCard title={t('publicTrip.stays')}>
      <Rows label={t('publicTrip.stays')}>
        {stays.map((stay, index) => (
          <Row
            key={index}
            primary={stay.name}
            secondary={
              <>
                {t('publicTrip.stayDates', {
                  checkIn: dayText(stay.checkIn),
                  checkOut: dayText(stay.checkOut),
                  count: stay.nights,
                })}
                {stay.address && (
                  <Box component="span" sx={{ display: 'block' }}>
                    {stay.address}
                  </Box>
                )}
              </>
            }
            price={<PriceText price={stay.price} currency={stay.currency} />}
          />
        ))}
      </Rows>
    </SectionCard>
  );
}

export function PublicTours({ tours }: Pick<PublicTrip, 'tours'>) {
  const { t } = useTranslation();
  if (tours.length === 0) return null;
  return (
    <SectionCard title={t('publicTrip.tours')}>
      <Rows label={t('publicTrip.tours')}>
        {tours.map((tour, index) => (
          <Row
            key={index}
            primary={tour.name}
            secondary={[dayText(tour.date), tour.time, tour.location].filter(Boolean).join(' · ')}
            price={<PriceText price={tour.price} currency={tour.currency} />}
          />
        ))}
      </Rows>
    </SectionCard>
  );
}

export function PublicTips({ tips }: Pick<PublicTrip, 'tips'>) {
  const { t } = useTranslation();
  if (tips.length === 0) return null;
  return (
    <SectionCard title={t('publicTrip.tips')}>
      <Rows label={t('publicTrip.tips')}>
        {tips.map((tip, index) => (
          <Row key={index} primary={t(`plan.tips.categories.${tip.category}`)} secondary={tip.text} />
        ))}
      </Rows>
    </SectionCard>
  );
}

export function PublicChecklist({ checklist }: Pick<PublicTrip, 'checklist'>) {
  const { t } = useTranslation();
  if (checklist.length === 0) return null;
  return (
    <SectionCard title={t('publicTrip.checklist')}>
      <Stack spacing={2}>
        {checklist.map((group, index) => (
          <Box key={index}>
            <Typography variant="subtitle2" component="h3">
              {group.name}
            </Typography>
            <List dense disablePadding aria-label={group.name}>
              {group.items.map((item, itemIndex) => (
                <ListItem key={itemIndex} disableGutters sx={{ py: 0 }}>
                  <Checkbox
                    checked={item.done}
                    disabled
                    size="small"
                    slotProps={{ input: { 'aria-label': item.text } }}
                  />
                  <ListItemText
                    primary={item.text}
                    sx={{ textDecoration: item.done ? 'line-through' : 'none', overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

export function PublicCosts({ costs }: Pick<PublicTrip, 'costs'>) {
  const { t } = useTranslation();
  if (!costs) return null;
  return (
    <SectionCard title={t('publicTrip.costs')}>
      <Rows label={t('publicTrip.costs')}>
        {costs.byCategory.map(({ category, amount }) => (
          <Row
            key={category}
            primary={t(`expenses.categories.${category}`)}
            price={moneyText(amount, costs.currency)}
          />
        ))}
        <Row primary={t('publicTrip.costsTotal')} price={moneyText(costs.total, costs.currency)} />
        {costs.budget !== null && (
          <Row primary={t('publicTrip.costsBudget')} price={moneyText(costs.budget, costs.currency)} />
        )}
      </Rows>
    </SectionCard>
  );
}
