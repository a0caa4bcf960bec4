import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { CenteredStatus } from '../../components/centered-status';
import { lazyComponent } from '../../lib/lazy-component';

const TripMapPanel = lazyComponent(() => import('./components/trip-map-tab'), 'TripMapTab');

/** The map tab's code (Leaflet included) arrives only when the tab is opened. */
export function TripMapTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CenteredStatus text={t('common.loading')} />}>
      <TripMapPanel trip={trip} />
    </Suspense>
  );
}
