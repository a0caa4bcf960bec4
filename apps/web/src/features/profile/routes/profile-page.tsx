import { useQuery } from '@tanstack/react-query';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { CenteredStatus } from '../../../components/centered-status';
import { profileQueries } from '../api/profile-queries';
import { BadgesList } from '../components/badges-list';
import { LevelCard } from '../components/level-card';
import { PlanCard } from '../components/plan-card';
import { PointsGuide } from '../components/points-guide';
import { ProfileNameForm } from '../components/profile-name-form';
import { StatsGrid } from '../components/stats-grid';

export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useQuery(profileQueries.detail());
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {profile.isPending && <CenteredStatus text={t('common.loading')} />}
      {profile.isError && <Alert severity="error">{errorMessage(profile.error)}</Alert>}
      {profile.data && (
        <Stack spacing={3}>
          <SectionCard title={t('profile.levelTitle')}>
            <LevelCard profile={profile.data} />
          </SectionCard>
          <SectionCard title={t('profile.plan.title')}>
            <PlanCard profile={profile.data} />
          </SectionCard>
          <SectionCard title={t('profile.statsTitle')}>
            <StatsGrid stats={profile.data.stats} />
          </SectionCard>
          <SectionCard title={t('profile.badges.title')}>
            <BadgesList profile={profile.data} />
          </SectionCard>
          <SectionCard title={t('profile.earn.title')} description={t('profile.earn.description')}>
            <PointsGuide />
          </SectionCard>
          <SectionCard title={t('profile.detailsTitle')}>
            <ProfileNameForm name={profile.data.name} email={profile.data.email} />
          </SectionCard>
        </Stack>
      )}
    </>
  );
}
