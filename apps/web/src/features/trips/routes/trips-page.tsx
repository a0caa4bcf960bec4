import { Card } from '@mui/material';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/session';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';

export function TripsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';
  return (
    <>
      <PageHeader title={t('trips.title')} subtitle={t('trips.greeting', { name: firstName })} />
      <Card>
        <EmptyState
          icon={<LuggageOutlinedIcon />}
          title={t('trips.empty.title')}
          description={t('trips.empty.description')}
        />
      </Card>
    </>
  );
}
