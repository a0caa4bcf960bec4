import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { TICKET_MAX_BYTES, type Flight } from '@trilha/shared';
import { FileUploadButton } from '../../../components/file-upload-button';
import { RemoveWithConfirm } from '../../../components/remove-with-confirm';
import { useDeleteTicket } from '../api/delete-ticket';
import { useDownloadTicket } from '../api/download-ticket';
import { useUploadTicket } from '../api/upload-ticket';
import { useFlightFormat } from '../utils/flight-format';
import { serverMessage } from '../../../lib/server-message';

const PDF = 'application/pdf';

/** Some systems give a PDF no type; its name still tells. */
const isPdf = (file: File) => file.type === PDF || (file.type === '' && /\.pdf$/i.test(file.name));

/** What is wrong with a chosen file before it is sent, as a translation key; null when it may go. */
export function ticketProblem(file: File): string | null {
  if (!isPdf(file)) return 'flights.ticket.notPdf';
  if (file.size > TICKET_MAX_BYTES) return 'flights.ticket.tooLarge';
  return null;
}

function UploadButton({
  tripId,
  flight,
  name,
  onError,
}: {
  tripId: string;
  flight: Flight;
  name: string;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadTicket(tripId, flight._id);
  return (
    <FileUploadButton
      upload={upload}
      problem={ticketProblem}
      accept={PDF}
      label={flight.ticket ? t('flights.ticket.replace') : t('flights.ticket.attach')}
      inputLabel={t('flights.ticket.fileInput', { flight: name })}
      title={t('flights.ticket.rules')}
      progressLabel={(percent) => t('flights.ticket.uploading', { percent })}
      onError={onError}
      variant={flight.ticket ? 'text' : 'outlined'}
    />
  );
}

function RemoveTicketButton({ tripId, flight, name }: { tripId: string; flight: Flight; name: string }) {
  const { t } = useTranslation();
  const remove = useDeleteTicket(tripId, flight._id);
  return (
    <RemoveWithConfirm
      label={t('flights.ticket.remove', { flight: name })}
      title={t('flights.ticket.removeTitle')}
      text={t('flights.ticket.removeText', { fileName: flight.ticket?.fileName ?? '' })}
      confirmLabel={t('flights.ticket.removeConfirm')}
      removal={remove}
      confirm={(done) => remove.mutate(undefined, { onSuccess: done })}
    />
  );
}

/**
 * The flight's PDF ticket: everyone may download it; writers attach, replace or remove it. A file that
 * is not a PDF or is too big is refused here, before any upload.
 */
export function TicketSection({
  tripId,
  flight,
  name,
  canEdit,
}: {
  tripId: string;
  flight: Flight;
  name: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { fileSize } = useFlightFormat();
  const [error, setError] = useState<string | null>(null);
  const download = useDownloadTicket(tripId, flight);
  const ticket = flight.ticket;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {ticket ? (
          <Button
            size="small"
            startIcon={<PictureAsPdfOutlinedIcon />}
            disabled={download.isPending}
            aria-label={t('flights.ticket.download', { fileName: ticket.fileName })}
            onClick={() => {
              setError(null);
              download.mutate(undefined, { onError: (failure) => setError(serverMessage(failure)) });
            }}
            sx={{ textTransform: 'none', minWidth: 0, maxWidth: '100%' }}
          >
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {ticket.fileName}
            </Box>
            <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', flexShrink: 0 }}>
              {fileSize(ticket.size)}
            </Box>
          </Button>
        ) : (
          !canEdit && (
            <Typography variant="body2" color="text.secondary">
              {t('flights.ticket.none')}
            </Typography>
          )
        )}
        {canEdit && <UploadButton tripId={tripId} flight={flight} name={name} onError={setError} />}
        {canEdit && ticket && <RemoveTicketButton tripId={tripId} flight={flight} name={name} />}
      </Box>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
