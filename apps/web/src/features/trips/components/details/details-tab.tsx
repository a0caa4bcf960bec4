import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { SectionCard } from '../../../../components/section-card';
import { FactList } from '../fact-list';
import { useTripFacts } from '../use-trip-facts';

/** Every field of the trip (editing, sharing and deleting are the header's actions). */
export function DetailsTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const facts = useTripFacts(trip);
  return (
    <Stack spacing={3}>
      <SectionCard title={t('trips.details.title')}>
        <FactList
          facts={[
            facts.title,
            facts.destination,
            facts.dates,
            facts.duration,
            facts.budget,
            facts.budgetAmount,
            facts.currency,
            facts.interests,
            facts.notes,
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
