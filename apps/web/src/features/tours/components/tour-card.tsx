import { useState } from 'react';
import { Box, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { useTranslation } from 'react-i18next';
import { type Tour, type TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { currentLanguage } from '../../../lib/i18n/i18n';
import {
  BookedControl,
  DeleteButton,
  DetailLine,
  ExternalLink,
  formatTripDate,
  ItemFilesSection,
  mapSearchUrl,
  RecordAsExpense,
  ReservationDetails,
} from '../../trips/components';
import { useDeleteTour } from '../api/delete-tour';
import { useSetTourBooked } from '../api/set-tour-booked';
import { EditTourDialog } from './tour-dialog';
import { invalidateTours } from '../api/tour-queries';
import { RequiresServer } from '../../../components/requires-server';
import { ItemPeopleAvatars } from '../../../components/who-goes-field';
import { itemPeople, useTripPeople } from '../../../lib/item-participants';
import { tripKeys } from '../../trips';

function TourActions({ trip, tour }: { trip: TripDetail; tour: Tour }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteTour(trip._id, tour._id);
  const editLabel = t('tours.editNamed', { name: tour.name });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1, mr: -1, mb: -1 }}>
      <RecordAsExpense trip={trip} kind="tour" id={tour._id} name={tour.name} />
      <RequiresServer>
        <Tooltip title={editLabel}>
          <IconButton aria-label={editLabel} onClick={() => setEditing(true)}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <DeleteButton
        label={t('tours.deleteNamed', { name: tour.name })}
        title={t('tours.deleteTitle', { name: tour.name })}
        text={t('tours.deleteText')}
        confirmLabel={t('tours.delete')}
        mutation={remove}
      />
      {editing && <EditTourDialog trip={trip} tour={tour} onClose={() => setEditing(false)} />}
    </Box>
  );
}

/** One tour: when, where, what it costs, how to reach the booking and whether it is booked. */
export function TourCard({ trip, tour }: { trip: TripDetail; tour: Tour }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const setBooked = useSetTourBooked(trip._id);
  const { canEdit } = trip.permissions;
  const date = formatTripDate(tour.date, language);
  // The trip's people are read only for a tour that names some.
  const people = useTripPeople(tripKeys.detail(trip._id), trip._id, Boolean(tour.participants));
  return (
    <Card component="li" variant="outlined" aria-label={tour.name}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere', minWidth: 0, pt: 0.5 }}>
            {tour.name}
          </Typography>
          <BookedControl
            booked={tour.booked}
            canEdit={canEdit}
            label={t('tours.booked')}
            switchLabel={t('tours.bookedNamed', { name: tour.name })}
            bookedText={t('tours.booked')}
            notBookedText={t('tours.notBooked')}
            onChange={(booked) => setBooked.mutate({ tourId: tour._id, booked })}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 0.75, mt: 1 }}>
          <ItemPeopleAvatars people={itemPeople(tour, people)} />
          <DetailLine icon={<EventOutlinedIcon />}>
            <Typography component="span" variant="body2" color="text.primary">
              {tour.time ? t('tours.dateTime', { date, time: tour.time }) : date}
            </Typography>
          </DetailLine>
          {tour.location && (
            <DetailLine icon={<PlaceOutlinedIcon />}>
              <ExternalLink
                href={mapSearchUrl(tour.location)}
                label={t('tours.mapLink', { location: tour.location })}
              >
                {tour.location}
              </ExternalLink>
            </DetailLine>
          )}
          <ReservationDetails
            item={tour}
            linkLabel={t('tours.bookingLinkNamed', { name: tour.name })}
            linkText={t('tours.bookingLink')}
          />
        </Box>
        <ItemFilesSection
          tripId={trip._id}
          kind="tours"
          invalidate={invalidateTours}
          itemId={tour._id}
          name={tour.name}
          files={tour.files}
          canEdit={canEdit}
        />
        {setBooked.isError && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {t('tours.bookedFailed', { message: errorMessage(setBooked.error) })}
          </Typography>
        )}
        {canEdit && <TourActions trip={trip} tour={tour} />}
      </CardContent>
    </Card>
  );
}
