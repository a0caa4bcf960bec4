import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Button } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { RequiresServer } from '../../../../components/requires-server';
import { useDeleteTrip } from '../../api/delete-trip';
import { ImportActionSlot } from '../import-action-slot';
import { ShareDialog } from '../sharing/share-dialog';

function DeleteTripControl({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleteTrip = useDeleteTrip(trip._id);
  const handleClose = () => {
    deleteTrip.reset();
    setOpen(false);
  };
  return (
    <>
      <RequiresServer>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setOpen(true)}
        >
          {t('trips.details.delete')}
        </Button>
      </RequiresServer>
      <ConfirmDialog
        open={open}
        title={t('trips.details.deleteTitle')}
        text={t('trips.details.deleteText', { title: trip.title })}
        confirmLabel={t('trips.details.deleteConfirm')}
        pending={deleteTrip.isPending}
        error={deleteTrip.isError ? errorMessage(deleteTrip.error) : undefined}
        onClose={handleClose}
        onConfirm={() =>
          deleteTrip.mutate(undefined, { onSuccess: () => void navigate('/trips', { replace: true }) })
        }
      />
    </>
  );
}

function ShareTripControl({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequiresServer>
        <Button variant="outlined" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => setOpen(true)}>
          {t('trips.sharing.share')}
        </Button>
      </RequiresServer>
      <ShareDialog
        tripId={trip._id}
        sharedUserIds={trip.sharedUsers.map((share) => share.userId)}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Editing the trip's fields (the plan-trip form), for those who may edit. */
export function EditTripButton({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  if (!trip.permissions.canEdit) return null;
  return (
    <RequiresServer>
      <Button
        component={RouterLink}
        to={`/plan-trip/${trip._id}`}
        variant="contained"
        startIcon={<EditOutlinedIcon />}
      >
        {t('trips.details.edit')}
      </Button>
    </RequiresServer>
  );
}

/** Importing a booking onto this trip, when the app provides the import feature. */
export function ImportBookingButton({ trip }: { trip: TripDetail }) {
  return <ImportActionSlot trip={trip} placement="header" />;
}

/** Deleting the trip, for its owner, after a confirmation. */
export function DeleteTripButton({ trip }: { trip: TripDetail }) {
  return trip.permissions.canDelete ? <DeleteTripControl trip={trip} /> : null;
}

/** Sharing the trip with someone, for those who may share. */
export function ShareTripButton({ trip }: { trip: TripDetail }) {
  return trip.permissions.canShare ? <ShareTripControl trip={trip} /> : null;
}
