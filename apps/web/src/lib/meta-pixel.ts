type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  loaded?: boolean;
  version?: string;
  /** The route the last PageView was sent for (ours, not Meta's). */
  lastPath?: string;
};

/**
 * Meta's pixel as its own snippet sets it up (a queue that fbevents.js drains once loaded), without an
 * inline script so the CSP needs only connect.facebook.net. Returns the function that sends events.
 */
export function startMetaPixel(pixelId: string): Fbq {
  const win = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
  if (!win.fbq) {
    const fbq: Fbq = (...args: unknown[]) => {
      fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    win.fbq = fbq;
    win._fbq = fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://connect.facebook.net/en_US/fbevents.js';
    document.head.append(script);
    fbq('init', pixelId);
  }
  return win.fbq;
}
