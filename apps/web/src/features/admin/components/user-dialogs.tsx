import type { AdminUser } from '@trilha/shared';
import type { Notify } from '../../../components/notice';
import { PremiumDialog } from './premium-dialog';
import { RoleDialog } from './role-dialog';
import { UserActionDialog } from './user-action-dialog';
import type { UserMenuAction } from './user-actions-menu';

export interface OpenAction {
  action: UserMenuAction;
  user: AdminUser;
}

/** The dialog of the action chosen from a row (menu or buttons), if any. */
export function UserDialogs({
  open,
  notify,
  onClose,
}: {
  open: OpenAction | undefined;
  notify: Notify;
  onClose: () => void;
}) {
  if (!open) return null;
  const { action, user } = open;
  if (action === 'role') return <RoleDialog user={user} notify={notify} onClose={onClose} />;
  if (action === 'grantPremium') return <PremiumDialog user={user} notify={notify} onClose={onClose} />;
  return <UserActionDialog action={action} user={user} notify={notify} onClose={onClose} />;
}
