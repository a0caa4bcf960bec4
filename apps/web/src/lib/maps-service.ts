/** SPEC.md: the app waits for the maps service, but never longer than this. */
export const MAPS_LOAD_TIMEOUT_MS = 120_000;

const CALLBACK = '__trilhaMapsReady';

const loads = new Map<string, Promise<void>>();

/**
 * Loads the Google Maps JavaScript API once (Brazilian Portuguese, places library). Resolves when the
 * API calls back, rejects when the script fails or the timeout passes, so a caller can retry.
 */
export function loadGoogleMaps(apiKey: string, timeoutMs = MAPS_LOAD_TIMEOUT_MS): Promise<void> {
  const started = loads.get(apiKey);
  if (started) return started;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail(new Error('Google Maps did not load in time')), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(apiKey);
      reject(error);
    }
    (window as unknown as Record<string, unknown>)[CALLBACK] = () => {
      window.clearTimeout(timer);
      resolve();
    };
    const params = new URLSearchParams({
      key: apiKey,
      language: 'pt-BR',
      libraries: 'places',
      loading: 'async',
      callback: CALLBACK,
    });
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    script.onerror = () => fail(new Error('Google Maps could not be loaded'));
    document.head.append(script);
  });
  loads.set(apiKey, loading);
  return loading;
}
