import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@trilha/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetPremium } from '../api/set-premium';
import { useUserStatusAction, type StatusAction } from '../api/user-status-actions';
import { useResetTwoFactor } from '../api/reset-two-factor';
import type { Notify } from '../../../components/notice';
import { adminErrorText } from './admin-errors';

/** Every account change an administrator confirms first. */
export type ConfirmedAction = StatusAction | 'revokePremium' | 'resetTwoFactor';

interface Texts {
  title: string;
  text: string;
  confirm: string;
  done: string;
}

const TEXT_KEYS: Record<ConfirmedAction, Texts> = {
  approve: {
    title: 'admin.approval.approveTitle',
    text: 'admin.approval.approveText',
    confirm: 'admin.approval.approve',
    done: 'admin.approval.approved',
  },
  reject: {
    title: 'admin.approval.rejectTitle',
    text: 'admin.approval.rejectText',
    confirm: 'admin.approval.reject',
    done: 'admin.approval.rejected',
  },
  suspend: {
    title: 'admin.users.suspendTitle',
    text: 'admin.users.suspendText',
    confirm: 'admin.users.suspend',
    done: 'admin.users.suspended',
  },
  reactivate: {
    title: 'admin.users.reactivateTitle',
    text: 'admin.users.reactivateText',
    confirm: 'admin.users.reactivate',
    done: 'admin.users.reactivated',
  },
  revokePremium: {
    title: 'admin.premium.revokeTitle',
    text: 'admin.premium.revokeText',
    confirm: 'admin.premium.revoke',
    done: 'admin.premium.revoked',
  },
  resetTwoFactor: {
    title: 'admin.users.resetTwoFactorTitle',
    text: 'admin.users.resetTwoFactorText',
    confirm: 'admin.users.resetTwoFactor',
    done: 'admin.users.twoFactorReset',
  },
};

/** Approving and reactivating are easily undone; the others end something for the person. */
const GENTLE: readonly ConfirmedAction[] = ['approve', 'reactivate'];

/**
 * Asks before changing someone's account. A refusal (OWN_ACCOUNT, USER_NOT_PENDING…) stays in the
 * dialog, beside the button that caused it, so the administrator reads why before closing it.
 */
export function UserActionDialog({
  action,
  user,
  notify,
  onClose,
}: {
  action: ConfirmedAction;
  user: Pick<AdminUser, '_id' | 'name' | 'email'>;
  notify: Notify;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const status = useUserStatusAction();
  const premium = useSetPremium();
  const reset = useResetTwoFactor();
  const mutation = action === 'revokePremium' ? premium : action === 'resetTwoFactor' ? reset : status;
  const keys = TEXT_KEYS[action];
  const names = { name: user.name, email: user.email };
  const onSuccess = () => {
    notify('success', t(keys.done, names));
    onClose();
  };
  const confirm = () => {
    if (action === 'revokePremium')
      premium.mutate({ userId: user._id, input: { isPremium: false } }, { onSuccess });
    else if (action === 'resetTwoFactor') reset.mutate(user._id, { onSuccess });
    else status.mutate({ userId: user._id, action }, { onSuccess });
  };
  return (
    <ConfirmDialog
      open
      title={t(keys.title, names)}
      text={t(keys.text, names)}
      confirmLabel={t(keys.confirm)}
      confirmColor={GENTLE.includes(action) ? 'primary' : 'error'}
      pending={mutation.isPending}
      error={mutation.isError ? adminErrorText(mutation.error, 'save') : undefined}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
