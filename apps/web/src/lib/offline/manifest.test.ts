import { describe, expect, it } from 'vitest';
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

  it('registers /sw.js, whose routes give it a fetch handler', () => {
    expect(readFileSync(file('../../features/offline/components/app-updates.tsx'), 'utf8')).toContain(
      "new Workbox('/sw.js', { scope: '/' })",
    );
    const worker = readFileSync(file('../../sw.ts'), 'utf8');
    // Workbox's router adds the worker's fetch listener with the first route.
    expect(worker).toMatch(/precacheAndRoute\(self\.__WB_MANIFEST\)/);
    expect(worker).toMatch(/registerRoute\(\s*new NavigationRoute/);
  });
});
