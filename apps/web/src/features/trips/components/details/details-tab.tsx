import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Stack } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { formatMoney, type TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { currentLanguage } from '../../../../lib/i18n/i18n';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SectionCard } from '../../../../components/section-card';
import { useDeleteTrip } from '../../api/delete-trip';
import { FactList } from '../fact-list';
import { useTripFacts } from '../use-trip-facts';

function DeleteTripButton({ trip }: { trip: TripDetail }) {
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
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setOpen(true)}
      >
        {t('trips.details.delete')}
      </Button>
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

/** Every field of the trip; editing and deleting appear only when the server says the user may. */
export function DetailsTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const facts = useTripFacts(trip);
  const { canEdit, canDelete } = trip.permissions;
  return (
    <Stack spacing={3}>
      <SectionCard title={t('trips.details.title')}>
        <FactList
          facts={[
            facts.title,
            facts.destination,
            facts.dates,
            facts.duration,
            facts.budget,
            {
              key: 'budgetAmount',
              label: t('expenses.budgetField.fact'),
              value:
                trip.budgetAmount == null
                  ? t('trips.facts.none')
                  : formatMoney(Number(trip.budgetAmount), trip.currency, currentLanguage()),
            },
            facts.currency,
            facts.interests,
            facts.notes,
          ]}
        />
      </SectionCard>
      {(canEdit || canDelete) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {canEdit && (
            <Button
              component={RouterLink}
              to={`/plan-trip/${trip._id}`}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
            >
              {t('trips.details.edit')}
            </Button>
          )}
          {canDelete && <DeleteTripButton trip={trip} />}
        </Box>
      )}
    </Stack>
  );
}
