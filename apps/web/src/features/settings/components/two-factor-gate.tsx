import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onTwoFactorEnrolmentRequired } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { SectionCard } from '../../../components/section-card';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * The signed-in screens, or, once the server says the platform requires two-step verification of this
 * account and it has none yet (403 TWO_FACTOR_ENROLMENT_REQUIRED), its set-up before anything else.
 * Once set up, every refused read is asked again.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { logout } = useSession();
  const queryClient = useQueryClient();
  const [required, setRequired] = useState(false);
  useEffect(() => onTwoFactorEnrolmentRequired(() => setRequired(true)), []);
  if (!required) return children;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto' }}>
      <Box>
        <Typography variant="h2" component="h1">
          {t('settings.twoFactor.gateTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('settings.twoFactor.gateText')}
        </Typography>
      </Box>
      <SectionCard title={t('settings.twoFactor.title')} description={t('settings.twoFactor.description')}>
        <TwoFactorSetup
          onDone={() => {
            setRequired(false);
            void queryClient.invalidateQueries();
          }}
        />
      </SectionCard>
      <Box>
        <Button onClick={logout}>{t('settings.twoFactor.signOut')}</Button>
      </Box>
    </Stack>
  );
}
