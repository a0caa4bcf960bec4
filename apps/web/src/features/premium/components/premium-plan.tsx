import { useState } from 'react';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from 'react-i18next';
import type { PremiumStatus } from '@trilha/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { errorMessage } from '../../../lib/api-errors';
import { useBillingPortal, useCancelSubscription } from '../api/premium-actions';
import { formatLongDate } from './premium-format';

/** A premium reader: when it renews or ends, and (for a subscription) cancel and billing. */
export function PremiumPlan({ status }: { status: PremiumStatus }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const portal = useBillingPortal();
  const subscribed = status.source === 'subscription';

  let when: string;
  if (subscribed) {
    if (!status.renewsAt) when = t('premium.plan.active');
    else
      when = t(status.cancelAtPeriodEnd ? 'premium.plan.endsOn' : 'premium.plan.renewsOn', {
        date: formatLongDate(status.renewsAt, language),
      });
  } else {
    when = status.until
      ? t('premium.plan.grantUntil', { date: formatLongDate(status.until, language) })
      : t('premium.plan.grantNoEnd');
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Chip icon={<WorkspacePremiumOutlinedIcon />} color="primary" label={t('premium.plan.on')} />
      <Typography>{when}</Typography>
      {subscribed && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            disabled={portal.isPending || portal.isSuccess}
            onClick={() => portal.mutate()}
          >
            {t('premium.plan.manageBilling')}
          </Button>
          {!status.cancelAtPeriodEnd && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('premium.plan.cancel')}
            </Button>
          )}
        </Stack>
      )}
      {portal.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(portal.error)}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('premium.plan.cancelTitle')}
        text={
          status.renewsAt
            ? t('premium.plan.cancelText', { date: formatLongDate(status.renewsAt, language) })
            : t('premium.plan.cancelTextNoDate')
        }
        confirmLabel={t('premium.plan.cancelConfirm')}
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : undefined}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => {
          setConfirming(false);
          cancel.reset();
        }}
      />
    </Stack>
  );
}
