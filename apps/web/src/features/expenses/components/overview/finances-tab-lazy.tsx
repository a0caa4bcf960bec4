import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { CenteredStatus } from '../../../../components/centered-status';
import { lazyComponent } from '../../../../lib/lazy-component';

const FinancesPanel = lazyComponent(() => import('./finances-tab'), 'FinancesTab');

/**
 * The finances tab's code (its charts library, 86 KB as sent, included) arrives only when the tab is
 * opened: the trip screen opens on its plan, which needs none of it.
 */
export function FinancesTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CenteredStatus text={t('common.loading')} />}>
      <FinancesPanel trip={trip} />
    </Suspense>
  );
}
