import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ZXing from 'zxing-wasm/reader';
const require = createRequire(import.meta.url);
let zxing: Promise<typeof ZXing> | undefined;

/**
 * The barcode reader and its WebAssembly, loaded with the first image to read (a server that never imports
 * a boarding pass never holds them); the WebAssembly comes from node_modules, never from a CDN.
 */
function reader() {
  zxing ??= import('zxing-wasm/reader').then((module) => {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    module.prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
      },
      fireImmediately: true,
    });
    return module;
  });
  return zxing;
}

const FORMATS = ['PDF417', 'Aztec', 'QRCode', 'DataMatrix'] as const;
/** Boarding passes are small; a picture larger than this is scaled down before reading. */
const MAX_SIDE = 2000;

/** The texts of the boarding-pass barcodes in an image (PNG, JPEG, WebP or raw pixels). */
export async function barcodeTexts(
  image:
    Buffer | { data: Uint8ClampedArray | Uint8Array; width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<string[]> {
  const [{ readBarcodes }, { default: sharp }] = await Promise.all([reader(), import('sharp')]);
  const input = Buffer.isBuffer(image)
    ? sharp(image, { limitInputPixels: 50_000_000 })
    : sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
        raw: { width: image.width, height: image.height, channels: image.channels },
      });
  const png = await input
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
    .png()
    .toBuffer();
  const results = await readBarcodes(new Uint8Array(png), {
    formats: [...FORMATS],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return results.filter((result) => result.isValid && result.text).map((result) => result.text);
}
