import { useId, useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import RestoreIcon from '@mui/icons-material/Restore';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import type { ConfirmedAction } from './user-action-dialog';

/** What the menu can start: a confirmed change, or one of the two dialogs with a form. */
export type UserMenuAction = ConfirmedAction | 'role' | 'grantPremium';

interface Item {
  action: UserMenuAction;
  labelKey: string;
  icon: SvgIconComponent;
}

/** The actions that make sense for the account as it is: a pending one is approved or rejected first. */
function itemsFor(user: AdminUser): Item[] {
  if (user.status === 'pending') {
    return [
      { action: 'approve', labelKey: 'admin.approval.approve', icon: CheckCircleOutlineIcon },
      { action: 'reject', labelKey: 'admin.approval.reject', icon: CloseIcon },
    ];
  }
  return [
    user.status === 'suspended'
      ? { action: 'reactivate', labelKey: 'admin.users.reactivate', icon: RestoreIcon }
      : { action: 'suspend', labelKey: 'admin.users.suspend', icon: BlockIcon },
    { action: 'role', labelKey: 'admin.users.changeRole', icon: ManageAccountsOutlinedIcon },
    user.isPremium
      ? { action: 'revokePremium', labelKey: 'admin.users.revokePremium', icon: RemoveCircleOutlineIcon }
      : { action: 'grantPremium', labelKey: 'admin.users.grantPremium', icon: WorkspacePremiumOutlinedIcon },
    { action: 'resetTwoFactor', labelKey: 'admin.users.resetTwoFactor', icon: LockResetIcon },
  ];
}

/** A row's "⋮" button: a menu named after the person, reachable and operable by keyboard. */
export function UserActionsMenu({
  user,
  onAction,
}: {
  user: AdminUser;
  onAction: (action: UserMenuAction) => void;
}) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('admin.users.actionsFor', { name: user.name });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          size="small"
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {itemsFor(user).map(({ action, labelKey, icon: Icon }) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(labelKey)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
