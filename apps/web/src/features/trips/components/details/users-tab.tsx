import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, List } from '@mui/material';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SectionCard } from '../../../../components/section-card';
import { useLeaveTrip } from '../../api/leave-trip';
import { tripQueries } from '../../api/trip-queries';
import { canManageShare, ShareRow } from '../sharing/share-row';
import { RequiresServer } from '../../../../components/requires-server';

function LeaveTripButton({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveTrip(trip._id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequiresServer>
        <Button color="error" variant="outlined" startIcon={<ExitToAppIcon />} onClick={() => setOpen(true)}>
          {t('trips.sharing.leave')}
        </Button>
      </RequiresServer>
      <ConfirmDialog
        open={open}
        title={t('trips.sharing.leaveTitle')}
        text={t('trips.sharing.leaveText', { title: trip.title })}
        confirmLabel={t('trips.sharing.leave')}
        pending={leave.isPending}
        error={leave.isError ? errorMessage(leave.error) : undefined}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          leave.mutate(undefined, { onSuccess: () => void navigate('/trips', { replace: true }) })
        }
      />
    </>
  );
}

/**
 * The people on the trip; the controls follow the permissions in the server's answer. Sharing with someone
 * new is the header's "Share trip", above every tab.
 */
export function UsersTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const shares = useQuery({ ...tripQueries.shares(trip._id), initialData: trip.sharedUsers });
  const { permissions } = trip;
  return (
    <SectionCard title={t('trips.sharing.title')} description={t('trips.sharing.description')}>
      <List aria-label={t('trips.sharing.title')}>
        {shares.data.map((share) => (
          <ShareRow
            key={share.userId}
            share={share}
            tripId={trip._id}
            manageable={canManageShare(share, permissions)}
            canMakeOwner={permissions.canManageAdmins && share.role !== 'owner'}
          />
        ))}
      </List>
      {permissions.canLeave && (
        <Box sx={{ mt: 2 }}>
          <LeaveTripButton trip={trip} />
        </Box>
      )}
    </SectionCard>
  );
}
