import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CenteredStatus } from '../../components/centered-status';
import { onSignOut, useSession } from '../auth/session';
import { useAppTexts } from '../i18n/use-app-texts';
import { forgetAccountOnDevice } from '../auth/forget-account';
import { startOfflineData } from './persistence';

// Signing out stops the save at once, before the session clears anything (the throttled write of a copy
// must not land after the copy is deleted), then deletes the stored copies. Imported with the frame, so
// nothing needs fetching when a person signs out offline; the session's own (lazy) call covers a session
// that ends before the frame has loaded, and doing it twice is harmless.
onSignOut(() => void forgetAccountOnDevice());

/**
 * Brings back what the signed-in person saved for offline use before their screens render (their own
 * IndexedDB entry, a few milliseconds), with the offline texts, so a page opened without a connection
 * shows it; signing out deletes it (lib/auth/forget-account.ts). Part of the signed-in frame (app-layout.tsx): /login carries none of it.
 */
export function OfflineDataGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useSession().user?._id;
  const [readyFor, setReadyFor] = useState<string | undefined>(undefined);
  // Its screens' offline texts (the banner, pending rows, "needs a connection") are among the signed-in
  // app's texts, which load with the frame, not with the language /login downloads.
  const textsReady = useAppTexts();
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    startOfflineData(queryClient, userId)
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
  if (!textsReady || (userId && readyFor !== userId)) return <CenteredStatus text="Carregando..." fullPage />;
  return children;
}
