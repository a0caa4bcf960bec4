import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { calendarQueries } from '../api/calendar-queries';
import { useRegenerateFeedUrl } from '../api/regenerate-feed-url';
import { FeedUrlField } from './feed-url-field';

function FeedActions({ url }: { url: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateFeedUrl();
  const handleConfirm = () => regenerate.mutate(undefined, { onSuccess: () => setConfirming(false) });
  return (
    <>
      <FeedUrlField key={url} url={url} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component="a" href={url} download startIcon={<DownloadIcon />}>
          {t('calendar.subscribe.download')}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('calendar.subscribe.regenerate')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('calendar.subscribe.confirmTitle')}
        text={t('calendar.subscribe.confirmText')}
        confirmLabel={t('calendar.subscribe.confirmAction')}
        pending={regenerate.isPending}
        error={regenerate.error ? errorMessage(regenerate.error) : undefined}
        onConfirm={handleConfirm}
        onClose={() => {
          setConfirming(false);
          regenerate.reset();
        }}
      />
    </>
  );
}

export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Asked only once the dialog opens: the first GET is what creates the user's secret URL.
  const feed = useQuery({ ...calendarQueries.feedUrl(), enabled: open });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('calendar.subscribe.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t('calendar.subscribe.description')}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('calendar.subscribe.private')}
        </DialogContentText>
        {feed.isPending && <CircularProgress size={28} aria-label={t('common.loading')} />}
        {feed.isError && <Alert severity="error">{t('calendar.subscribe.loadError')}</Alert>}
        {feed.data && <FeedActions url={feed.data.url} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('calendar.subscribe.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
