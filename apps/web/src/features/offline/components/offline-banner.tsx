import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useOnline } from '../../../lib/offline/use-online';

/** When the data on screen was read from the server: the oldest of the screen's queries with data. */
function savedAt(queryClient: QueryClient): number {
  const times = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length ? Math.min(...times) : 0;
}

/** "14:32" today, "12 Nov, 14:32" on another day, in the interface language. */
export function savedTimeLabel(time: number, now = new Date()): string {
  const date = new Date(time);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(currentLanguage(), {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** Offline, above every screen: what the person sees is what was saved, and from when. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  const time = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => savedAt(queryClient),
  );
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOffOutlinedIcon />} role="status" sx={{ mb: 2 }}>
      {time ? t('offline.banner', { time: savedTimeLabel(time) }) : t('offline.bannerNothing')}
    </Alert>
  );
}
