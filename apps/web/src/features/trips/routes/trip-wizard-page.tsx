import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { TripWizard } from '../components/wizard/trip-wizard';

export function TripWizardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('trips.wizard.title')} subtitle={t('trips.wizard.subtitle')} />
      <TripWizard />
    </>
  );
}
