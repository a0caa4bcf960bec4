import type { SvgIconComponent } from '@mui/icons-material';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { ROLES, type Role } from '@trilha/shared';

export interface NavLink {
  to: string;
  labelKey: string;
  icon: SvgIconComponent;
  roles: readonly Role[];
}

/** The drawer's role-based links (SPEC.md 6); later issues add their screens' links here. */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/trips', labelKey: 'nav.home', icon: HomeOutlinedIcon, roles: ROLES },
  {
    to: '/consultant/clients',
    labelKey: 'agencies.nav.myClients',
    icon: GroupsOutlinedIcon,
    roles: ['consultant', 'consultant-admin'],
  },
  // SPEC.md 6 points a consultant-admin's agency settings at /admin/agencies, which its own guard keeps
  // to admins; /agencies opens the consultant-admin's own agency screen instead.
  {
    to: '/agencies',
    labelKey: 'agencies.nav.agencySettings',
    icon: ApartmentOutlinedIcon,
    roles: ['consultant-admin'],
  },
  {
    to: '/admin/dashboard',
    labelKey: 'admin.nav.panel',
    icon: AdminPanelSettingsOutlinedIcon,
    roles: ['admin'],
  },
  { to: '/admin/agencies', labelKey: 'agencies.nav.agencies', icon: ApartmentOutlinedIcon, roles: ['admin'] },
  { to: '/plan-trip', labelKey: 'nav.planTrip', icon: AddLocationAltOutlinedIcon, roles: ROLES },
  { to: '/trip-wizard', labelKey: 'nav.tripWizard', icon: AutoAwesomeOutlinedIcon, roles: ROLES },
  { to: '/calendar', labelKey: 'calendar.title', icon: CalendarMonthOutlinedIcon, roles: ROLES },
  { to: '/about', labelKey: 'nav.about', icon: InfoOutlinedIcon, roles: ROLES },
  { to: '/feedback', labelKey: 'nav.feedback', icon: FeedbackOutlinedIcon, roles: ROLES },
  // SPEC.md 6 lists premium in the menu of role user only; staff reach /premium by its address.
  { to: '/premium', labelKey: 'nav.premium', icon: WorkspacePremiumOutlinedIcon, roles: ['user'] },
  { to: '/support', labelKey: 'nav.support', icon: HelpOutlineIcon, roles: ROLES },
];

export function linksFor(role: Role): NavLink[] {
  return NAV_LINKS.filter((link) => link.roles.includes(role));
}
