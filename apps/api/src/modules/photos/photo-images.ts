import { fileTypeOf } from '../../lib/file-type';
import { AppError } from '../../lib/errors';

/** The longest side of each copy kept: a phone's full screen, and a grid cell on a dense screen. */
export const DISPLAY_MAX_PX = 2048;
export const THUMB_MAX_PX = 400;
export const PHOTO_CONTENT_TYPE = 'image/jpeg';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
const HEIF = new Set(['image/heic', 'image/heif']);

export interface PhotoImages {
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const unsupported = () => new AppError(415, 'UNSUPPORTED_FILE_TYPE');

/**
 * Both copies of an uploaded photo, judged by its bytes. The orientation the camera recorded is applied
 * to the pixels and every piece of metadata (EXIF with its GPS position, XMP, IPTC, ICC) is left behind:
 * sharp writes none unless asked to. HEIC (iPhones) is decoded in WebAssembly first, as sharp's prebuilt
 * libvips reads no HEVC; the decoder applies the file's own rotation.
 */
export async function makePhotoImages(data: Buffer): Promise<PhotoImages> {
  const type = await fileTypeOf(data);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();
  let source = data;
  if (HEIF.has(type.mime)) {
    try {
      // The decoder (a WebAssembly libheif with 16 MB of memory) loads with the first HEIC, not the server.
      const { default: heicConvert } = await import('heic-convert');
      source = Buffer.from(await heicConvert({ buffer: data, format: 'JPEG', quality: 0.92 }));
    } catch {
      throw unsupported();
    }
  }
  // libvips (sharp) loads with the first photo, not with the server.
  const { default: sharp } = await import('sharp');
  try {
    const resized = (max: number, quality: number) =>
      sharp(source, { failOn: 'error' })
        .rotate()
        .flatten({ background: '#ffffff' })
        .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    const [display, thumb] = await Promise.all([resized(DISPLAY_MAX_PX, 82), resized(THUMB_MAX_PX, 72)]);
    return {
      display: display.data,
      thumb: thumb.data,
      width: display.info.width,
      height: display.info.height,
    };
  } catch {
    throw unsupported();
  }
}
