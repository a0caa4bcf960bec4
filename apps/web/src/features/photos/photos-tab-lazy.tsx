import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { CenteredStatus } from '../../components/centered-status';
import { lazyComponent } from '../../lib/lazy-component';

const PhotosTabPanel = lazyComponent(() => import('./components/photos-tab'), 'PhotosTab');

/** The photos tab's code arrives only when the tab is opened. */
export function PhotosTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CenteredStatus text={t('common.loading')} />}>
      <PhotosTabPanel trip={trip} />
    </Suspense>
  );
}
