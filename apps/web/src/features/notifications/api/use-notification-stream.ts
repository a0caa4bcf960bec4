import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createEventSource, type EventSourceClient, type FetchLike } from 'eventsource-client';
import { notificationSchema, type Notification } from '@trilha/shared';
import { readStoredToken } from '../../../lib/auth/session-storage';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { addLiveNotification } from './notification-cache';
import { notificationKeys } from './notification-queries';

/** Relative like the API client's base, so the browser sends it to the app's own origin. */
export const STREAM_URL = '/api/notifications/stream';

function authHeaders(): Record<string, string> {
  const token = readStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * The stream's requests: the current token on every (re)connect — a refreshed token replaces the one
 * the stream opened with — and an answer that is not a stream is a failure, not an empty stream.
 */
export function streamFetch(onUnauthorized: () => void): FetchLike {
  return async (url, init) => {
    const response = await globalThis.fetch(url, {
      ...(init as RequestInit),
      headers: { ...init?.headers, ...authHeaders(), 'Accept-Language': currentLanguage() },
    });
    if (response.status === 401) {
      onUnauthorized();
      throw new Error('The notification stream refused the session.');
    }
    // A proxy's 502 page or a server error: the client reconnects after its retry delay.
    if (!response.ok) throw new Error(`The notification stream answered ${response.status}.`);
    return response;
  };
}

function parseNotification(data: string): Notification | undefined {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens to GET /notifications/stream while the signed-in frame is shown: each new notification goes
 * into the unread count and to `onNotification`. The client reconnects on its own when the stream drops
 * (the server asks for 3 s); after a reconnect the count is fetched again for what was missed meanwhile.
 * The server writes notifications in the language each request asks for: when the person switches
 * language, the stream is opened again in the new one and the notifications shown are read again.
 */
export function useNotificationStream(userId: string, onNotification: (notification: Notification) => void) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const listener = useRef(onNotification);
  useEffect(() => {
    listener.current = onNotification;
  }, [onNotification]);

  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [queryClient, language]);

  useEffect(() => {
    let source: EventSourceClient | undefined;
    const refreshAll = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    source = createEventSource({
      url: STREAM_URL,
      headers: authHeaders(),
      // The session is gone or refused: stop, and let an ordinary call meet the 401 so an expired
      // token signs the user out the usual way.
      fetch: streamFetch(() => {
        source?.close();
        refreshAll();
      }),
      onMessage: ({ event, data }) => {
        if (event === 'ready') {
          // Listening from now on: fetch once more so nothing written before the stream opened (or
          // while it was down) is missed.
          refreshAll();
          return;
        }
        if (event !== 'notification') return;
        const notification = parseNotification(data);
        if (!notification) return;
        if (addLiveNotification(queryClient, notification)) listener.current(notification);
      },
    });
    return () => {
      source?.close();
      source = undefined;
    };
    // `language`: the stream's requests carry it (Accept-Language), so a new one opens in it.
  }, [queryClient, userId, language]);
}
