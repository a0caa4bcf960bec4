import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@trilha/shared';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { multipartFile, TINY_PDF } from '../../../test/multipart';

let ctx: TestContext;
let owner: CreatedUser;
let admin: CreatedUser;
let viewer: CreatedUser;
let stranger: CreatedUser;
let tripId: string;

/** The GPS IFD pointer (tag 0x8825, type LONG) as it sits in a little-endian EXIF block. */
const GPS_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

/** A 40×20 camera JPEG that says "turn me 90°" and where it was taken. */
const cameraJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TrilhaCam' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const image = (format: 'png' | 'webp', width = 1200, height = 600) => {
  const blank = sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
  });
  return (format === 'png' ? blank.png() : blank.webp()).toBuffer();
};

const url = (suffix = '') => `/api/trips/${tripId}/photos${suffix}`;

const upload = (user: CreatedUser, content: Buffer, fileName = 'photo.jpg', type = 'image/jpeg') => {
  const body = multipartFile(content, { fileName, type });
  return ctx.app.inject({
    method: 'POST',
    url: url(),
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
};

const photoFiles = () => {
  const folder = path.join(ctx.dataDir, 'uploads', 'trips', tripId, 'photos');
  return existsSync(folder) ? readdirSync(folder) : [];
};

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, admin, viewer, stranger] = await Promise.all([
    createUser(ctx, { name: 'Olga Owner' }),
    createUser(ctx),
    createUser(ctx),
    createUser(ctx),
  ]);
  tripId = (await createTrip(ctx, owner)).id;
  await shareTrip(ctx, tripId, admin, 'admin');
  await shareTrip(ctx, tripId, viewer, 'viewer');
});
afterAll(() => ctx.close());

describe('POST /api/trips/:id/photos', () => {
  it('keeps an upright copy without any metadata, GPS included, and a thumbnail', async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif?.includes(GPS_POINTER)).toBe(true);

    const res = await upload(owner, original);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      tripId,
      caption: '',
      width: 20,
      height: 40,
      addedBy: { userId: owner.user.id, name: 'Olga Owner' },
    });

    for (const suffix of ['', '?size=thumb']) {
      const served = await ctx.app.inject({
        method: 'GET',
        url: url(`/${photo._id}${suffix}`),
        headers: viewer.auth,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const bytes = served.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([20, 40]);
      expect(bytes.includes('Exif')).toBe(false);
      expect(bytes.includes('TrilhaCam')).toBe(false);
      expect(bytes.includes(GPS_POINTER)).toBe(false);
    }
  });

  it('converts an iPhone HEIC: upright as its rotation says, and without its EXIF (GPS included)', async () => {
    // 64×32 (left half red, right half blue) HEVC-coded by libheif's heif-enc (x265) from a JPEG carrying
    // GPS tags, then given the 90° clockwise turn ('irot') an iPhone records for a portrait photo.
    const original = readFileSync(
      path.join(import.meta.dirname, '../../../test/fixtures/iphone-rotated.heic'),
    );
    expect(original.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    expect(original.includes('TrilhaCam')).toBe(true);
    expect(original.includes(GPS_POINTER)).toBe(true);

    const res = await upload(owner, original, 'IMG_0001.HEIC', 'image/heic');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 32, height: 64 });
    for (const suffix of ['', '?size=thumb']) {
      const served = await ctx.app.inject({
        method: 'GET',
        url: url(`/${res.json()._id}${suffix}`),
        headers: viewer.auth,
      });
      expect(served.headers['content-type']).toBe('image/jpeg');
      const bytes = served.rawPayload;
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 32, 64]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('TrilhaCam')).toBe(false);
      expect(bytes.includes(GPS_POINTER)).toBe(false);
      // The red half, once on the left, is now on top.
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * 32 + x) * 3, (y * 32 + x) * 3 + 3)];
      const [topRed, topGreen, topBlue] = pixel(16, 8);
      const [bottomRed, , bottomBlue] = pixel(16, 56);
      expect(topRed).toBeGreaterThan(180);
      expect(topBlue).toBeLessThan(90);
      expect(topGreen).toBeLessThan(90);
      expect(bottomBlue).toBeGreaterThan(150);
      expect(bottomRed).toBeLessThan(60);
    }
  });

  it('accepts PNG and WebP, and makes a thumbnail at most 400 px wide', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await upload(admin, await image(format), `wide.${format}`, `image/${format}`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ width: 1200, height: 600 });
      const thumb = await ctx.app.inject({
        method: 'GET',
        url: url(`/${res.json()._id}?size=thumb`),
        headers: owner.auth,
      });
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 200]);
    }
  });

  it.each([
    ['a PDF named like a photo', TINY_PDF],
    ['text', Buffer.from('not an image at all')],
    [
      'a JPEG header with nothing after it',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
    ],
  ])('answers 415 for %s', async (_, content) => {
    const before = photoFiles().length;
    const res = await upload(owner, content);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    expect(photoFiles()).toHaveLength(before);
  });

  it('answers 413 before reading a body announced larger than 15 MB', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: {
        ...owner.auth,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(PHOTO_MAX_BYTES + 1024 * 1024),
      },
      payload: Buffer.alloc(10),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
  });

  it('answers 413 for a file past 15 MB sent in chunks', async () => {
    const body = multipartFile(Buffer.alloc(PHOTO_MAX_BYTES + 1, 1), {
      fileName: 'big.jpg',
      type: 'image/jpeg',
    });
    const { 'content-type': contentType } = body.headers;
    const res = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...owner.auth, 'content-type': contentType, 'transfer-encoding': 'chunked' },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('who may do what with photos', () => {
  let photoId: string;
  beforeAll(async () => {
    photoId = (await upload(owner, await image('png', 60, 40))).json()._id;
  });

  const cases: [string, () => CreatedUser, number, number, number, number][] = [
    // who, list, image, caption, delete
    ['the owner', () => owner, 200, 200, 200, 204],
    ['a trip admin', () => admin, 200, 200, 200, 204],
    ['a viewer', () => viewer, 200, 200, 403, 403],
    ['a stranger', () => stranger, 404, 404, 404, 404],
  ];
  it.each(cases)('%s', async (_, who, list, read, caption, remove) => {
    const user = who();
    let id = photoId;
    if (remove === 204) id = (await upload(owner, await image('png', 60, 40))).json()._id;
    const get = await ctx.app.inject({ method: 'GET', url: url(), headers: user.auth });
    expect(get.statusCode).toBe(list);
    const bytes = await ctx.app.inject({ method: 'GET', url: url(`/${id}?size=thumb`), headers: user.auth });
    expect(bytes.statusCode).toBe(read);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: url(`/${id}`),
      headers: user.auth,
      payload: { caption: '  Sunset at Belém ' },
    });
    expect(put.statusCode).toBe(caption);
    if (caption === 200) expect(put.json().caption).toBe('Sunset at Belém');
    const del = await ctx.app.inject({ method: 'DELETE', url: url(`/${id}`), headers: user.auth });
    expect(del.statusCode).toBe(remove);
    const post = await upload(user, await image('png', 30, 30));
    expect(post.statusCode).toBe(caption === 200 ? 201 : caption);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it('answers 400 for a caption that is too long', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: url(`/${photoId}`),
      headers: owner.auth,
      payload: { caption: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('deleting a photo removes its files and it answers 404 afterwards', async () => {
    const id = (await upload(owner, await image('png', 60, 40))).json()._id;
    expect(photoFiles().filter((name) => name.startsWith(id))).toHaveLength(0);
    const before = photoFiles().length;
    await ctx.app.inject({ method: 'DELETE', url: url(`/${id}`), headers: owner.auth });
    expect(photoFiles()).toHaveLength(before - 2);
    const gone = await ctx.app.inject({ method: 'GET', url: url(`/${id}`), headers: owner.auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
  });

  it('come with the trip detail, in the same order and shape', async () => {
    const [list, detail] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: url(), headers: viewer.auth }),
      ctx.app.inject({ method: 'GET', url: `/api/trips/${tripId}`, headers: viewer.auth }),
    ]);
    expect(detail.json().photos).toEqual(list.json());
    expect(detail.json().photos[0].addedBy).toMatchObject({ name: 'Olga Owner' });
  });

  it('lists photos oldest first with who added them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: url(), headers: viewer.auth });
    const photos = res.json() as { createdAt: string; addedBy: unknown }[];
    expect(photos.length).toBeGreaterThan(1);
    expect(photos.map((p) => p.createdAt)).toEqual([...photos.map((p) => p.createdAt)].sort());
    expect(photos.every((p) => p.addedBy !== null)).toBe(true);
  });
});

describe('deleting the trip', () => {
  it('removes its photos, files included', async () => {
    const own = await createUser(ctx);
    const trip = await createTrip(ctx, own);
    const body = multipartFile(await image('png', 50, 50), { fileName: 'a.png', type: 'image/png' });
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.id}/photos`,
      headers: { ...own.auth, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(201);
    const folder = path.join(ctx.dataDir, 'uploads', 'trips', trip.id, 'photos');
    expect(readdirSync(folder)).toHaveLength(2);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/trips/${trip.id}`, headers: own.auth });
    expect(res.statusCode).toBe(204);
    expect(existsSync(folder)).toBe(false);
  });
});
