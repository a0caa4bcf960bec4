import { act } from '@testing-library/react';
import type { EventSourceClient, EventSourceOptions } from 'eventsource-client';

/**
 * Stands in for `eventsource-client` in tests: `vi.mock('eventsource-client', () => import('./stream-fixtures'))`.
 * It records the options the app opened the stream with and lets a test push server events.
 */
export const fakeStream = {
  options: undefined as EventSourceOptions | undefined,
  opened: 0,
  closed: 0,
  reset() {
    this.options = undefined;
    this.opened = 0;
    this.closed = 0;
  },
};

export function createEventSource(options: EventSourceOptions): EventSourceClient {
  fakeStream.options = options;
  fakeStream.opened += 1;
  const client = {
    close: () => {
      fakeStream.closed += 1;
    },
    connect: () => undefined,
    lastEventId: undefined,
    url: String(options.url),
    readyState: 'open',
  };
  return client as unknown as EventSourceClient;
}

/** One server-sent event, as the client hands it to `onMessage`. */
export function pushEvent(event: string, data: unknown): void {
  const onMessage = fakeStream.options?.onMessage;
  if (!onMessage) throw new Error('The notification stream is not open.');
  act(() =>
    onMessage({ event, data: typeof data === 'string' ? data : JSON.stringify(data), id: undefined }),
  );
}
