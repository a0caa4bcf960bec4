import { NavLink as RouterNavLink } from 'react-router';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/session';
import { linksFor, type NavLink } from './nav-links';
import { SignOutButton } from './sign-out-button';

const ACCOUNT_LINKS: readonly Omit<NavLink, 'roles'>[] = [
  { to: '/profile', labelKey: 'nav.profile', icon: PersonOutlineIcon },
  { to: '/account-settings', labelKey: 'nav.accountSettings', icon: SettingsOutlinedIcon },
];

function DrawerLinks({
  links,
  onNavigate,
}: {
  links: readonly Omit<NavLink, 'roles'>[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <List>
      {links.map(({ to, labelKey, icon: Icon }) => (
        <ListItem key={to} disablePadding>
          <ListItemButton
            component={RouterNavLink}
            to={to}
            onClick={onNavigate}
            sx={{
              '&.active': {
                bgcolor: 'action.selected',
                '& .MuiListItemIcon-root': { color: 'secondary.main' },
              },
            }}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(labelKey)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('nav.menu') } }}
    >
      <Box sx={{ width: { xs: 290, sm: 320 }, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2.5, pb: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <DrawerLinks links={linksFor(user.role)} onNavigate={onClose} />
        <Divider />
        <DrawerLinks links={ACCOUNT_LINKS} onNavigate={onClose} />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ p: 2 }}>
          <SignOutButton />
        </Box>
      </Box>
    </Drawer>
  );
}
