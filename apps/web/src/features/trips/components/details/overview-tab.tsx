import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { Trans, useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { SectionCard } from '../../../../components/section-card';
import { FactList } from '../fact-list';
import { useTripFacts } from '../use-trip-facts';
import { TripMoments } from '../today/trip-moments-view';
import type { TravelLegSlot } from '../today/today-view';

function KeyFact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Card>
      {/* On phones the icon sits above the text so words like "Intermediário" fit the half-width card. */}
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 0.75, sm: 1.5 },
          alignItems: { xs: 'flex-start', sm: 'center' },
          px: { xs: 1.5, sm: 2 },
        }}
      >
        <Box aria-hidden sx={{ color: 'secondary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{value}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The trip's first part: during the trip the Today view, before it the countdown and what is unbooked,
 * after it a recap; then the next flight, the stay, the spending, and the trip's key facts.
 */
export function OverviewTab({
  trip,
  travelLeg,
  note,
}: {
  trip: TripDetail;
  travelLeg?: TravelLegSlot;
  /** A word composed in app/ for the whole trip screen (the AI features' premium note), said once here. */
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const facts = useTripFacts(trip);
  const keyFacts = [
    {
      key: 'duration',
      icon: <EventOutlinedIcon />,
      label: facts.duration.label,
      value: facts.duration.value,
    },
    { key: 'budget', icon: <SavingsOutlinedIcon />, label: facts.budget.label, value: facts.budget.value },
    { key: 'currency', icon: <PaymentsOutlinedIcon />, label: facts.currency.label, value: trip.currency },
    {
      key: 'people',
      icon: <GroupOutlinedIcon />,
      label: t('trips.facts.people'),
      value: t('trips.facts.peopleCount', { count: trip.sharedUsers.length }),
    },
  ];
  return (
    <Stack spacing={3}>
      <TripMoments trip={trip} travelLeg={travelLeg} />
      {note}
      {/* The countdown and the time state are in the page's header, right above: not said twice. */}
      <SectionCard title={t('trips.overview.when')}>
        <FactList facts={[facts.dates, facts.destination]} />
      </SectionCard>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {keyFacts.map((fact) => (
          <KeyFact key={fact.key} icon={fact.icon} label={fact.label} value={String(fact.value)} />
        ))}
      </Box>
      <SectionCard title={facts.interests.label}>
        {trip.interests.length ? (
          facts.interests.value
        ) : (
          <Typography color="text.secondary">
            {trip.permissions.canEdit ? (
              <Trans
                i18nKey="trips.overview.noInterestsEditable"
                components={{ edit: <Link component={RouterLink} to={`/plan-trip/${trip._id}`} /> }}
              />
            ) : (
              t('trips.overview.noInterests')
            )}
          </Typography>
        )}
      </SectionCard>
    </Stack>
  );
}
