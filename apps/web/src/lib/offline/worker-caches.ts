import { API_CACHE_PREFIX, FORGET_ACCOUNTS_MESSAGE } from './sw-rules';

/** How long the page waits for the worker's answer: a worker of an older release does not know the message. */
const WORKER_ANSWER_MS = 3000;

/**
 * Deletes the photo and ticket copies the service worker keeps for each account. The worker does it, as
 * it also holds their expiry records (in its own IndexedDB database); the page then deletes whatever
 * cache is left, for a page without a worker or with an older one.
 */
export async function forgetWorkerCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await askWorkerToForget();
  const names = (await caches.keys()).filter((name) => name.startsWith(API_CACHE_PREFIX));
  await Promise.allSettled(names.map((name) => caches.delete(name)));
}

async function askWorkerToForget(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const worker = (await navigator.serviceWorker.getRegistration())?.active;
  if (!worker) return;
  const channel = new MessageChannel();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: FORGET_ACCOUNTS_MESSAGE }, [channel.port2]);
  });
  channel.port1.close();
}
