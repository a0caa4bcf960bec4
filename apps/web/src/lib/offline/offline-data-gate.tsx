import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CenteredStatus } from '../../components/centered-status';
import { useSession } from '../auth/session';

/**
 * Brings back what the signed-in person saved for offline use before their first screen renders (their
 * own IndexedDB entry, a few milliseconds), so a page opened without a connection shows it. The code for
 * it loads only once someone is signed in: /login carries none of it.
 */
export function OfflineDataGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useSession().user?._id;
  const [readyFor, setReadyFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    import('./persistence')
      .then(({ startOfflineData }) => startOfflineData(queryClient, userId))
      .then(
        (stopData) => {
          if (cancelled) stopData();
          else stop = stopData;
        },
        // Without its offline data the app still works online: never keep the person waiting on it.
        () => undefined,
      )
      .finally(() => {
        if (!cancelled) setReadyFor(userId);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
  if (userId && readyFor !== userId) return <CenteredStatus text="Carregando..." fullPage />;
  return children;
}
