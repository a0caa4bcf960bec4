import { Link as RouterLink } from 'react-router';
import { Badge, Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import { useTranslation } from 'react-i18next';

interface DashboardLink {
  to: string;
  title: string;
  hint: string;
  icon: SvgIconComponent;
  badge?: number;
}

/** The admin screens, one card each; approval says how many accounts wait. */
export function DashboardLinks({ pending }: { pending: number | undefined }) {
  const { t } = useTranslation();
  const links: DashboardLink[] = [
    {
      to: '/admin/user-approval',
      title: t('admin.dashboard.links.approval'),
      hint:
        pending === undefined
          ? t('admin.approval.subtitle')
          : t('admin.dashboard.links.approvalPending', { count: pending }),
      icon: HowToRegOutlinedIcon,
      badge: pending,
    },
    {
      to: '/admin/users',
      title: t('admin.dashboard.links.users'),
      hint: t('admin.dashboard.links.usersHint'),
      icon: PeopleOutlineIcon,
    },
    {
      to: '/admin/premium-users',
      title: t('admin.dashboard.links.premium'),
      hint: t('admin.dashboard.links.premiumHint'),
      icon: WorkspacePremiumOutlinedIcon,
    },
    {
      to: '/admin/feedback',
      title: t('admin.dashboard.links.feedback'),
      hint: t('admin.dashboard.links.feedbackHint'),
      icon: FeedbackOutlinedIcon,
    },
    {
      to: '/admin/mail',
      title: t('admin.dashboard.links.mail'),
      hint: t('admin.dashboard.links.mailHint'),
      icon: OutboxOutlinedIcon,
    },
    {
      to: '/admin/agencies',
      title: t('admin.dashboard.links.agencies'),
      hint: t('admin.dashboard.links.agenciesHint'),
      icon: ApartmentOutlinedIcon,
    },
  ];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {links.map(({ to, title, hint, icon: Icon, badge }) => (
        <Card component="li" key={to} variant="outlined">
          <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 2 }}>
              <Badge color="warning" badgeContent={badge} max={99} aria-hidden>
                <Icon color="secondary" />
              </Badge>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {hint}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
