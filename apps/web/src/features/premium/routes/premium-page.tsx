import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { CenteredStatus } from '../../../components/centered-status';
import { errorMessage } from '../../../lib/api-errors';
import { premiumQueries } from '../api/premium-queries';
import { usePremiumSync } from '../api/use-premium-sync';
import { FreePlan } from '../components/free-plan';
import { PremiumBenefits } from '../components/premium-benefits';
import { PremiumPlan } from '../components/premium-plan';

/** /premium (SPEC.md 2): what premium gives, its price, and the reader's own plan. */
export function PremiumPage() {
  const { t } = useTranslation();
  const status = useQuery(premiumQueries.status());
  usePremiumSync(status.data);

  return (
    <>
      <PageHeader title={t('premium.title')} subtitle={t('premium.subtitle')} />
      {status.isPending && <CenteredStatus text={t('premium.loading')} />}
      {status.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void status.refetch()}>
              {t('premium.retry')}
            </Button>
          }
        >
          {errorMessage(status.error)}
        </Alert>
      )}
      {status.data && (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              {status.data.isPremium ? (
                <PremiumPlan status={status.data} />
              ) : (
                <FreePlan status={status.data} />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <PremiumBenefits allowance={status.data.monthlyAllowance} isPremium={status.data.isPremium} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  );
}
