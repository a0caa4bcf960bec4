import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PremiumStatus } from '@trilha/shared';
import { SubmitButton } from '../../../components/submit-button';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { errorMessage } from '../../../lib/api-errors';
import { useCheckout } from '../api/premium-actions';
import { formatPrice } from './premium-format';

/** A free reader: the price and Subscribe, or (without payments) how premium is granted instead. */
export function FreePlan({ status }: { status: PremiumStatus }) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  if (!status.paymentsEnabled) {
    return <Alert severity="info">{t('premium.free.manualOnly')}</Alert>;
  }
  const { price } = status;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {price && (
        <Typography variant="h5" component="p">
          {t(`premium.free.price.${price.interval ?? 'once'}`, {
            price: formatPrice(price, currentLanguage()),
            count: price.intervalCount,
            defaultValue: formatPrice(price, currentLanguage()),
          })}
        </Typography>
      )}
      <SubmitButton
        type="button"
        pending={checkout.isPending || checkout.isSuccess}
        onClick={() => checkout.mutate()}
      >
        {t('premium.free.subscribe')}
      </SubmitButton>
      {checkout.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(checkout.error)}
        </Alert>
      )}
    </Stack>
  );
}
