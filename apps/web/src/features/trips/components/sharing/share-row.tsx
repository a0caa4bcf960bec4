import { useState } from 'react';
import {
  Avatar,
  Box,
  Chip,
  IconButton,
  ListItem,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { useTranslation } from 'react-i18next';
import { SHARE_ROLES, type SharedUser, type ShareRole, type TripPermissions } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useRemoveShare } from '../../api/remove-share';
import { useUpdateShare } from '../../api/update-share';
import { useTransferOwner } from '../../api/transfer-owner';
import { RequiresServer, useNeedsServer } from '../../../../components/requires-server';

/** The server's permissions say who may manage shares; an admin's share needs the stronger one. */
export function canManageShare(share: SharedUser, permissions: TripPermissions): boolean {
  if (share.role === 'owner') return false;
  return share.role === 'admin' ? permissions.canManageAdmins : permissions.canShare;
}

/** Handing the trip to this member, for its owner, after a confirmation that says what changes. */
function MakeOwnerButton({ tripId, share }: { tripId: string; share: SharedUser }) {
  const { t } = useTranslation();
  const transfer = useTransferOwner(tripId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RequiresServer>
        <Tooltip title={t('trips.owner.make')}>
          <IconButton
            aria-label={t('trips.owner.makeUser', { name: share.name })}
            onClick={() => setConfirming(true)}
          >
            <KeyOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <ConfirmDialog
        open={confirming}
        title={t('trips.owner.title', { name: share.name })}
        text={t('trips.owner.text', { name: share.name })}
        confirmLabel={t('trips.owner.confirm')}
        confirmColor="primary"
        pending={transfer.isPending}
        error={transfer.isError ? errorMessage(transfer.error) : undefined}
        onClose={() => {
          transfer.reset();
          setConfirming(false);
        }}
        onConfirm={() => transfer.mutate(share.userId, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

function ShareControls({
  tripId,
  share,
  canMakeOwner,
}: {
  tripId: string;
  share: SharedUser;
  canMakeOwner: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateShare(tripId);
  const remove = useRemoveShare(tripId);
  const [confirming, setConfirming] = useState(false);
  const needsServer = useNeedsServer();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: { xs: '100%', sm: 'auto' } }}>
      <TextField
        select
        size="small"
        value={share.role}
        label={t('trips.sharing.roleOf', { name: share.name })}
        disabled={update.isPending || needsServer.offline}
        error={update.isError}
        helperText={update.isError ? errorMessage(update.error) : needsServer.reason}
        onChange={(event) => update.mutate({ userId: share.userId, role: event.target.value as ShareRole })}
        sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 180 } }}
      >
        {SHARE_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`trips.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <RequiresServer>
        <Tooltip title={t('trips.sharing.remove')}>
          <IconButton
            aria-label={t('trips.sharing.removeUser', { name: share.name })}
            onClick={() => setConfirming(true)}
          >
            <PersonRemoveOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      {canMakeOwner && <MakeOwnerButton tripId={tripId} share={share} />}
      <ConfirmDialog
        open={confirming}
        title={t('trips.sharing.removeTitle', { name: share.name })}
        text={t('trips.sharing.removeText', { name: share.name })}
        confirmLabel={t('trips.sharing.remove')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(share.userId, { onSuccess: () => setConfirming(false) })}
      />
    </Box>
  );
}

export function ShareRow({
  share,
  tripId,
  manageable,
  canMakeOwner = false,
}: {
  share: SharedUser;
  tripId: string;
  manageable: boolean;
  /** The caller owns the trip and may hand it to this member. */
  canMakeOwner?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1.5, py: 1.5, px: { xs: 0, sm: 2 } }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
        {share.name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {share.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {share.email}
        </Typography>
      </Box>
      {manageable ? (
        <ShareControls tripId={tripId} share={share} canMakeOwner={canMakeOwner} />
      ) : (
        <Chip
          label={t(`trips.roles.${share.role}`)}
          color={share.role === 'owner' ? 'secondary' : 'default'}
          variant={share.role === 'owner' ? 'filled' : 'outlined'}
        />
      )}
    </ListItem>
  );
}
