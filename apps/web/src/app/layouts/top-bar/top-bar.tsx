import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Avatar, Box, IconButton, Link, Toolbar, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/session';
import { Logo } from '../../../components/logo';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { LevelBox } from './level-box';
import { NavDrawer } from './nav-drawer';

export function TopBar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      elevation={0}
      // Printed pages (the trip summary) carry the content only.
      sx={{
        bgcolor: '#0B2545',
        color: '#fff',
        borderBottom: '1px solid rgba(255,255,255,0.08)',
        displayPrint: 'none',
      }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, md: 68 } }}>
        <Link component={RouterLink} to="/trips" color="inherit" underline="none" aria-label={t('nav.home')}>
          <Logo size={32} />
        </Link>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <LevelBox />
        </Box>
        <Tooltip title={user.email}>
          {/* Focusable so keyboard users can reach the tooltip with the e-mail too. */}
          <Avatar
            role="img"
            tabIndex={0}
            aria-label={user.email}
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
          >
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </Avatar>
        </Tooltip>
        <NotificationBell />
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </AppBar>
  );
}
