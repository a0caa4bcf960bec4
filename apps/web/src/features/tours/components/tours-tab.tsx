import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import { useTranslation } from 'react-i18next';
import type { Tour, TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { tourQueries } from '../api/tour-queries';
import { ImportActionSlot } from '../../trips';
import { PlanQueryStatus, PriceTotals } from '../../trips/components';
import { TourCard } from './tour-card';
import { RequiresServer } from '../../../components/requires-server';

/** By date, then time (a tour without a time first on its day), then name. */
export function sortTours(tours: Tour[]): Tour[] {
  return [...tours].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? '').localeCompare(b.time ?? '') ||
      a.name.localeCompare(b.name),
  );
}

/** The trip's tours and activities in the order they happen. */
export function ToursTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const query = useQuery(tourQueries.list(trip._id));
  const { canEdit } = trip.permissions;
  const content = () => {
    if (!query.isSuccess) return <PlanQueryStatus query={query} />;
    const tours = sortTours(query.data);
    if (tours.length === 0) {
      return (
        <EmptyState
          icon={<TourOutlinedIcon />}
          title={t('tours.emptyTitle')}
          description={canEdit ? t('tours.emptyDescription') : t('tours.emptyReadOnly')}
          action={<ImportActionSlot trip={trip} placement="empty" />}
        />
      );
    }
    return (
      <>
        <Box
          component="ul"
          aria-label={t('tours.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {tours.map((tour) => (
            <TourCard key={tour._id} trip={trip} tour={tour} />
          ))}
        </Box>
        <PriceTotals items={tours} label={t('tours.total')} language={currentLanguage()} />
      </>
    );
  };
  return (
    <SectionCard title={t('tours.title')} description={t('tours.description')}>
      {canEdit && (
        <RequiresServer>
          <Button
            component={RouterLink}
            to={`/trips/${trip._id}/add-tour`}
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ mb: 2 }}
          >
            {t('tours.add')}
          </Button>
        </RequiresServer>
      )}
      {content()}
    </SectionCard>
  );
}
