import { useQuery } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AI_USAGE_FEATURES, FEEDBACK_TYPES, ROLES, USER_STATUSES, type AdminStats } from '@trilha/shared';
import { PageHeader } from '../../../components/page-header';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { adminQueries } from '../api/admin-queries';
import { DashboardLinks } from '../components/dashboard-links';
import { ListStatus } from '../components/list-status';
import { SecuritySettings } from '../components/security-settings';
import { SignupsChart } from '../components/signups-chart';
import { StatCard } from '../components/stat-card';

function Figures({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const numbers = new Intl.NumberFormat(currentLanguage());
  const format = (value: number) => numbers.format(value);
  const rows = <K extends string>(keys: readonly K[], counts: Partial<Record<K, number>>, prefix: string) =>
    keys.map((key) => ({ label: t(`${prefix}.${key}` as string), value: counts[key] ?? 0 }));
  const grid = { display: 'grid', gap: 1.5 } as const;
  return (
    <Stack spacing={1.5}>
      {/* The single figures stay side by side even on a phone; the ones with a breakdown get a column. */}
      <Box sx={{ ...grid, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        <StatCard title={t('admin.dashboard.premiumUsers')} value={stats.premiumUsers} format={format} />
        <StatCard title={t('admin.dashboard.trips')} value={stats.trips} format={format} />
        <StatCard title={t('admin.dashboard.agencies')} value={stats.agencies} format={format} />
      </Box>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        <StatCard
          title={t('admin.dashboard.users')}
          value={stats.users.total}
          format={format}
          breakdowns={[
            { title: t('admin.dashboard.byRole'), rows: rows(ROLES, stats.users.byRole, 'admin.roles') },
            {
              title: t('admin.dashboard.byStatus'),
              rows: rows(USER_STATUSES, stats.users.byStatus, 'admin.statuses'),
            },
          ]}
        />
        <StatCard
          title={t('admin.dashboard.ai')}
          value={stats.aiUsage.total}
          note={t('admin.dashboard.aiLast30Days', { count: stats.aiUsage.last30Days })}
          format={format}
          breakdowns={[
            {
              title: t('admin.dashboard.byFeature'),
              rows: rows(AI_USAGE_FEATURES, stats.aiUsage.byFeature, 'admin.aiFeatures'),
            },
          ]}
        />
        <StatCard
          title={t('admin.dashboard.feedback')}
          value={stats.feedback.total}
          format={format}
          breakdowns={[
            {
              title: t('admin.dashboard.byType'),
              rows: rows(FEEDBACK_TYPES, stats.feedback.byType, 'feedback.types'),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}

/** /admin/dashboard: how the platform is doing, and the way to every admin screen. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const stats = useQuery(adminQueries.stats());
  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="admin-manage">
          <Typography id="admin-manage" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {t('admin.dashboard.manage')}
          </Typography>
          <DashboardLinks pending={stats.data?.users.byStatus.pending} />
        </Box>
        <Box component="section" aria-labelledby="admin-figures">
          <Typography id="admin-figures" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {t('admin.dashboard.figures')}
          </Typography>
          {stats.isSuccess ? <Figures stats={stats.data} /> : <ListStatus query={stats} call="fetchStats" />}
        </Box>
        {stats.isSuccess && <SignupsChart weeks={stats.data.signupsPerWeek} />}
        <Box component="section" aria-labelledby="admin-security">
          <Typography id="admin-security" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {t('admin.security.title')}
          </Typography>
          <SecuritySettings />
        </Box>
      </Stack>
    </>
  );
}
