import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { webAppManifest } from './manifest';

const file = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const publicFile = (src: string) => file(`../../../public${src}`);

/** A PNG's width and height, from its IHDR header. */
function pngSize(path: string): [number, number] {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('installability (what Lighthouse checks)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the app, starts at the trips in its own window, in the brand colours', () => {
    expect(webAppManifest).toMatchObject({
      name: 'Trilha',
      short_name: 'Trilha',
      start_url: '/trips',
      scope: '/',
      display: 'standalone',
      theme_color: '#0B2545',
      background_color: '#0B2545',
    });
  });

  it('has icons of 192 and 512 pixels, maskable ones too, each file of the size it claims', () => {
    const icons = webAppManifest.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
    }
    for (const icon of icons) {
      const [width, height] = pngSize(publicFile(icon.src));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('has a wide and a narrow screenshot of the sizes it claims', () => {
    const screenshots = webAppManifest.screenshots ?? [];
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const [width, height] = pngSize(publicFile(shot.src));
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes);
    }
  });

  it('registers /sw.js, whose routes give it a fetch handler', async () => {
    // The page registers /sw.js at the root scope: features/offline/app-updates.test.tsx watches it do so.
    // Here the worker itself runs in a stand-in for its global scope: one precached shell, no network.
    const listeners = new Map<string, ((event: unknown) => void)[]>();
    vi.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener as (event: unknown) => void]);
    });
    const shell = new Response('<!doctype html><title>Trilha</title>');
    const precached = new Map([[`${location.origin}/index.html?__WB_REVISION__=1`, shell]]);
    vi.stubGlobal('caches', {
      open: async () => ({ match: async (key: string) => precached.get(key) }),
      keys: async () => [],
    });
    const network = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', network);
    Object.assign(window, {
      __WB_MANIFEST: [{ url: '/index.html', revision: '1' }],
      __WB_DISABLE_DEV_LOGS: true,
    });
    await import('../../sw');

    // Workbox's router adds the worker's one fetch listener with its first route.
    expect(listeners.get('fetch')).toHaveLength(1);
    const navigate = async (path: string) => {
      const request = new Request(new URL(path, location.origin));
      Object.defineProperty(request, 'mode', { value: 'navigate' });
      const respondWith = vi.fn<(response: Promise<Response>) => void>();
      listeners.get('fetch')![0]!({ request, respondWith });
      expect(respondWith, path).toHaveBeenCalledOnce();
      return respondWith.mock.calls[0]![0];
    };
    // A page comes from the server while it answers (it preloads the language's texts)...
    const page = new Response('from the server');
    network.mockResolvedValueOnce(page);
    expect(await navigate('/trips/trip-1')).toBe(page);
    // ...and from the precached app shell when it cannot be reached.
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await navigate('/trips')).toBe(shell);
  });
});
