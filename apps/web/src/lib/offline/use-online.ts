import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const isOnline = () => onlineManager.isOnline();

/** Whether the app can reach the network, as TanStack Query sees it (it pauses fetches and queues changes). */
export function useOnline(): boolean {
  return useSyncExternalStore((listener) => onlineManager.subscribe(listener), isOnline, isOnline);
}
