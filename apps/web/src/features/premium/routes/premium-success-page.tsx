import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { premiumQueries } from '../api/premium-queries';
import { usePremiumSync } from '../api/use-premium-sync';

/** How often and how many times the page asks whether the payment has been confirmed (tests shorten it). */
export const CONFIRMATION_POLL = { intervalMs: 2000, attempts: 30 };

/**
 * /premium/success: Stripe sends the browser back before (or just after) its webhook confirms the
 * payment, so the page asks the server until premium is on, showing progress, and gives up with a retry.
 */
export function PremiumSuccessPage() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();
  const options = premiumQueries.confirming(round, CONFIRMATION_POLL);
  const status = useQuery(options);
  usePremiumSync(status.data);
  const isPremium = status.data?.isPremium === true;
  // Each answer re-renders the page (dataUpdatedAt changes), so the count read here stays current.
  const attempts = status.dataUpdatedAt
    ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0)
    : 0;
  const gaveUp = !isPremium && (attempts >= CONFIRMATION_POLL.attempts || status.isError);

  return (
    <>
      <PageHeader title={t('premium.success.title')} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {isPremium ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CheckCircleOutlinedIcon color="success" />
                <Typography component="h2" variant="h6">
                  {t('premium.success.on')}
                </Typography>
              </Box>
              <Typography>{t('premium.success.onText')}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button variant="contained" component={RouterLink} to="/trips">
                  {t('premium.success.toTrips')}
                </Button>
                <Button component={RouterLink} to="/premium">
                  {t('premium.success.toPlan')}
                </Button>
              </Stack>
            </Stack>
          ) : gaveUp ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={() => setRound((value) => value + 1)}>
                  {t('premium.success.retry')}
                </Button>
              }
            >
              {t('premium.success.timeout')}
            </Alert>
          ) : (
            <Stack spacing={2} role="status">
              <Typography>{t('premium.success.confirming')}</Typography>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, ((attempts + 1) / CONFIRMATION_POLL.attempts) * 100)}
                aria-label={t('premium.success.progress')}
              />
            </Stack>
          )}
        </CardContent>
      </Card>
    </>
  );
}
