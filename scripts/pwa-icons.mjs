// Draws the installable app's icons from the brand mark (apps/web/public/favicon.svg, the logo of
// apps/web/src/components/logo.tsx) once; the PNGs are committed. Run: node scripts/pwa-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'apps/api/package.json'))('sharp');
const publicDir = path.join(root, 'apps/web/public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const NAVY = '#0B2545';

/** The mark's drawing without its rounded tile, to place on a full square. */
const drawing = mark
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');

/** A maskable icon keeps everything inside the central 80 % circle: the drawing is shrunk onto a full tile. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NAVY}"/><g transform="translate(12.8 12.8) scale(0.6)">${drawing}</g></svg>`;

const outputs = [
  { file: 'icons/icon-192.png', svg: mark, size: 192 },
  { file: 'icons/icon-512.png', svg: mark, size: 512 },
  { file: 'icons/maskable-512.png', svg: maskable, size: 512 },
  { file: 'icons/maskable-192.png', svg: maskable, size: 192 },
  { file: 'icons/apple-touch-icon-180.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of outputs) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(file);
}
