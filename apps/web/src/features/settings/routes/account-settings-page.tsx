import { useQuery } from '@tanstack/react-query';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { CenteredStatus } from '../../../components/centered-status';
import { settingsQueries } from '../api/settings-queries';
import { AccountActions } from '../components/account-actions';
import { ChangePasswordForm } from '../components/change-password-form';
import { PreferencesForm } from '../components/preferences-form';
import { TrackingOptOut } from '../components/tracking-opt-out';
import { SessionsList } from '../components/sessions-list';
import { TwoFactorSection } from '../components/two-factor-section';
import { PasskeysSection } from '../components/passkeys-section';
import { AccessTokensSection } from '../components/access-tokens-section';
import { usePublicConfig } from '../../../lib/config';

function PreferencesSection() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQueries.detail());
  if (settings.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (settings.isError) return <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  return <PreferencesForm settings={settings.data} />;
}

export function AccountSettingsPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Stack spacing={3}>
        <SectionCard
          title={t('settings.preferences.title')}
          description={t('settings.preferences.description')}
        >
          <PreferencesSection />
        </SectionCard>
        <SectionCard title={t('settings.password.title')} description={t('settings.password.description')}>
          <ChangePasswordForm />
        </SectionCard>
        <SectionCard title={t('settings.twoFactor.title')} description={t('settings.twoFactor.description')}>
          <TwoFactorSection />
        </SectionCard>
        <SectionCard title={t('settings.passkeys.title')} description={t('settings.passkeys.description')}>
          <PasskeysSection />
        </SectionCard>
        <SectionCard title={t('settings.signedIn.title')} description={t('settings.signedIn.description')}>
          <SessionsList />
        </SectionCard>
        <SectionCard title={t('settings.tokens.title')} description={t('settings.tokens.description')}>
          <AccessTokensSection />
        </SectionCard>
        {config?.pixelId && (
          <SectionCard title={t('map.privacy.title')}>
            <TrackingOptOut />
          </SectionCard>
        )}
        <SectionCard title={t('settings.account.title')}>
          <AccountActions />
        </SectionCard>
      </Stack>
    </>
  );
}
