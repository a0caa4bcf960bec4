import { Link as RouterLink } from 'react-router';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/api-errors';
import { useCheckout } from '../api/premium-actions';

/** /premium/cancel: the reader left Stripe Checkout without paying. */
export function PremiumCancelPage() {
  const { t } = useTranslation();
  const checkout = useCheckout();
  return (
    <>
      <PageHeader title={t('premium.cancelled.title')} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('premium.cancelled.text')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <SubmitButton
                type="button"
                size="medium"
                pending={checkout.isPending || checkout.isSuccess}
                onClick={() => checkout.mutate()}
              >
                {t('premium.cancelled.tryAgain')}
              </SubmitButton>
              <Button component={RouterLink} to="/premium">
                {t('premium.cancelled.toPlan')}
              </Button>
            </Stack>
            {checkout.isError && (
              <Alert severity="error" role="alert">
                {errorMessage(checkout.error)}
              </Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
