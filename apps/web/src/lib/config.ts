import { createContext, use, useSyncExternalStore } from 'react';
import type { PublicConfig } from '@trilha/shared';
import { apiClient } from './api-client';

export interface ConfigState {
  data: PublicConfig | undefined;
  /** Nothing read yet. */
  isPending: boolean;
  /** The last reading failed (after one more try a second later). */
  isError: boolean;
}

/** The server's run-time configuration for one visit (one per app: AppProviders). */
export interface ConfigSource {
  subscribe: (listener: () => void) => () => void;
  read: () => ConfigState;
  /** Reads it again after a failure. */
  refetch: () => void;
}

const RETRY_DELAY_MS = 1000;

/**
 * GET /api/config. The server checks its answer against publicConfigSchema (the route's response
 * schema), so it is not parsed again here, which keeps zod off the first page; an answer that is not a
 * configuration at all (a proxy's page) still fails.
 */
async function readConfig(): Promise<PublicConfig> {
  const { data } = await apiClient.get<unknown>('/config');
  if (typeof data !== 'object' || data === null || !Array.isArray((data as PublicConfig).languages)) {
    throw new Error('GET /api/config did not answer a configuration.');
  }
  return data as PublicConfig;
}

/**
 * The configuration, read once per visit when a screen first asks for it, and once more a second later
 * if that fails (as the app's queries are retried). It is kept outside the query client, which the
 * signed-out pages do not load.
 */
export function createConfigSource(): ConfigSource {
  let state: ConfigState = { data: undefined, isPending: true, isError: false };
  let reading = false;
  let started = false;
  const listeners = new Set<() => void>();
  const set = (next: ConfigState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const attempt = async (retries: number): Promise<void> => {
    try {
      const data = await readConfig();
      set({ data, isPending: false, isError: false });
    } catch {
      if (retries > 0) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        return attempt(retries - 1);
      }
      set({ ...state, isError: true });
    }
  };
  const refetch = () => {
    if (reading) return;
    reading = true;
    void attempt(1).finally(() => {
      reading = false;
    });
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (!started) {
        started = true;
        refetch();
      }
      return () => listeners.delete(listener);
    },
    read: () => state,
    refetch,
  };
}

export const ConfigContext = createContext<ConfigSource | undefined>(undefined);

/** The configuration's state, for the session root that waits for it. */
export function useConfigState(): ConfigState & { refetch: () => void } {
  const source = use(ConfigContext);
  if (!source) throw new Error('useConfigState needs AppProviders');
  const state = useSyncExternalStore(source.subscribe, source.read);
  return { ...state, refetch: source.refetch };
}

export function usePublicConfig(): PublicConfig | undefined {
  return useConfigState().data;
}
