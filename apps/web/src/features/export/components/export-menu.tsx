import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Snackbar,
} from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import IosShareOutlinedIcon from '@mui/icons-material/IosShareOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { errorStatus } from '../../../lib/api-errors';
import { useDownloadTripPdf } from '../api/download-trip-pdf';
import { EmailTripDialog, type EmailOutcome } from './email-trip-dialog';
import { useNeedsServer } from '../../../components/requires-server';

/** Snackbars stay as long as the rest of the app's notices. */
const NOTICE_MS = 6000;

/** The trip page's export actions: the PDF, the PDF by e-mail, and the printable summary page. */
export function ExportMenu({ trip }: { trip: Pick<TripDetail, '_id' | 'title' | 'sharedUsers'> }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  // The PDF and the e-mail of the caller's own plan; the printable page is always the whole trip's.
  const [onlyMine, setOnlyMine] = useState(false);
  const [notice, setNotice] = useState<EmailOutcome & { id: number }>();
  const download = useDownloadTripPdf(trip);
  const notify = (outcome: EmailOutcome) => setNotice({ ...outcome, id: Date.now() });
  // The PDF and the e-mail are made by the server; the printable page reads what is on the device.
  const needsServer = useNeedsServer();

  function handleDownload() {
    setAnchor(null);
    download.mutate(
      { onlyMine },
      {
        onSuccess: () => notify({ severity: 'success', text: t('export.pdf.done') }),
        onError: (error) =>
          notify({
            severity: 'error',
            text: errorStatus(error) === 429 ? t('export.pdf.rateLimited') : t('export.pdf.error'),
          }),
      },
    );
  }

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.5, displayPrint: 'none' }}
    >
      <Button
        variant="outlined"
        id="trip-export-button"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'trip-export-menu' : undefined}
        aria-label={t('export.menu.label')}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={download.isPending}
        startIcon={
          download.isPending ? <CircularProgress size={16} color="inherit" /> : <IosShareOutlinedIcon />
        }
      >
        {download.isPending ? t('export.pdf.preparing') : t('export.menu.button')}
      </Button>
      {download.isPending && (
        <LinearProgress
          aria-label={t('export.pdf.progress')}
          variant={download.progress === null ? 'indeterminate' : 'determinate'}
          value={download.progress === null ? undefined : Math.round(download.progress * 100)}
          sx={{ height: 4 }}
        />
      )}
      <Menu
        id="trip-export-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'trip-export-button' } }}
      >
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={onlyMine}
          disabled={needsServer.offline}
          onClick={() => setOnlyMine(!onlyMine)}
        >
          <ListItemIcon>
            {onlyMine ? (
              <CheckBoxOutlinedIcon fontSize="small" />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" />
            )}
          </ListItemIcon>
          <ListItemText
            secondary={t('export.onlyMine.hint')}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
          >
            {t('export.onlyMine.label')}
          </ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={handleDownload} disabled={needsServer.offline}>
          <ListItemIcon>
            <FileDownloadOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText secondary={needsServer.reason}>{t('export.menu.pdf')}</ListItemText>
        </MenuItem>
        <MenuItem
          disabled={needsServer.offline}
          onClick={() => {
            setAnchor(null);
            setEmailOpen(true);
          }}
        >
          <ListItemIcon>
            <EmailOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText secondary={needsServer.reason}>{t('export.menu.email')}</ListItemText>
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={`/trips/${trip._id}/summary?print`}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <PrintOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('export.menu.print')}</ListItemText>
        </MenuItem>
      </Menu>
      <EmailTripDialog
        trip={trip}
        open={emailOpen}
        onClose={() => setEmailOpen(false)}
        onDone={notify}
        onlyMine={onlyMine}
        onOnlyMineChange={setOnlyMine}
      />
      <Snackbar
        key={notice?.id}
        open={Boolean(notice)}
        autoHideDuration={NOTICE_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setNotice(undefined);
        }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          role={notice?.severity === 'error' ? 'alert' : 'status'}
          variant="filled"
          onClose={() => setNotice(undefined)}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
